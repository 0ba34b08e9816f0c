import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRIFT_FIELDS, type DriftValues, type SavedBaseline } from '../../../domain/drift/baseline';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { BaselineNameDialog } from './BaselineNameDialog';

const saved = (id: string, name: string): SavedBaseline => ({
  id,
  name,
  values: Object.fromEntries(DRIFT_FIELDS.map((field) => [field, ''])) as DriftValues,
  source: { serialNumber: 'QB1', playerName: 'Lobby' },
  modifiedDate: '2026-11-26T06:00:00.000Z',
  version: 1,
});
const SAVED = [saved('a', 'Atrium'), saved('b', 'Night')];

const show = async (props: { renaming?: SavedBaseline; onSubmit?: () => Promise<void> } = {}) => {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => undefined));
  await renderInAdmin(
    <BaselineNameDialog
      title="dm.qbicDrift.saved.save_title"
      initialName={props.renaming?.name ?? ''}
      saved={SAVED}
      renaming={props.renaming}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  const name = screen.getByRole('textbox', { name: 'Name' });
  const type = (value: string) => fireEvent.change(name, { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onSubmit, type, save };
};

describe('BaselineNameDialog', () => {
  it('asks for a name of at most 64 characters before saving', async () => {
    const { onSubmit, type, save } = await show();
    save();
    expect(await screen.findByText('A name is required.')).toBeTruthy();
    type('x'.repeat(65));
    save();
    expect(await screen.findByText('At most 64 characters')).toBeTruthy();
    type('  Lobby  ');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Lobby', undefined));
  });

  it('offers to overwrite a baseline of the same name, and overwrites only when told to', async () => {
    const { onSubmit, type, save } = await show();
    type('ATRIUM');
    save();
    expect(
      await screen.findByText(
        'A baseline named “Atrium” already exists. Overwrite it with the current settings of this player?',
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('ATRIUM', SAVED[0]));
  });

  it('refuses on a rename a name another baseline has, keeps its own, and shows what the server refused', async () => {
    const refused = Object.assign(new Error('taken'), { body: { error: { code: 95002 } } });
    const { onSubmit, type, save } = await show({
      renaming: SAVED[0],
      onSubmit: () => Promise.reject(refused),
    });
    type('night');
    save();
    expect(await screen.findByText('A baseline with this name already exists.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Overwrite' })).toBeNull();
    type('atrium');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('atrium', undefined));
    expect(await screen.findByTestId('baseline-name-error')).toBeTruthy();
  });
});
