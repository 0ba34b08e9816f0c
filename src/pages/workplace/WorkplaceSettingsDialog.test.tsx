import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import type { DirectoryUser } from '../../domain/workplace/types';
import { renderInAdmin } from '../../test/renderInAdmin';
import { WorkplaceSettingsDialog } from './WorkplaceSettingsDialog';

const user = (number: number, name: string): DirectoryUser => ({
  id: number,
  name,
  email: `u${number}@acme.example`,
  uid: `acme-u000${number}`,
  mcsLoginID: `u${number}`,
});
const ZOE = user(3, 'Zoë Müller');

async function setup() {
  const dataProvider = {
    workplaceSettings: vi.fn(async () => ({
      emailIDs: 'acme-u0001',
      isPreviewEnabled: false,
      users: [user(1, 'Åsa Berg')],
    })),
    searchUsers: vi.fn(async (search: string) => {
      if (search === 'acme') throw new ApiError(12403, 'too many', 403);
      return search.toLowerCase().startsWith('zo') ? [ZOE] : [];
    }),
    saveWorkplaceSettings: vi.fn(async (settings: object) => ({ ...settings, users: [] })),
  };
  const onClose = vi.fn();
  await renderInAdmin(<WorkplaceSettingsDialog open onClose={onClose} />, { dataProvider });
  return { dataProvider, onClose };
}

const search = () => screen.getByRole('combobox', { name: 'Preview users' });
const type = (text: string) => fireEvent.change(search(), { target: { value: text } });

describe('workplace settings dialog', () => {
  it('searches once typing pauses, adds a chosen user and saves the preview users', async () => {
    const { dataProvider, onClose } = await setup();
    await screen.findByText('Åsa Berg');
    type('zo');
    type('zoë');
    fireEvent.click(await screen.findByText('Zoë Müller'));
    expect(dataProvider.searchUsers).toHaveBeenCalledTimes(1);
    expect(dataProvider.searchUsers.mock.calls[0][0]).toBe('zoë');
    fireEvent.click(screen.getByRole('switch', { name: 'Preview configuration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dataProvider.saveWorkplaceSettings).toHaveBeenCalledWith({
      emailIDs: 'acme-u0001,acme-u0003',
      isPreviewEnabled: true,
    });
  });

  it('says when a search matches too many users or none', async () => {
    await setup();
    await screen.findByText('Åsa Berg');
    type('acme');
    expect(await screen.findByText('Too many users match; refine the search')).toBeTruthy();
    type('nobody');
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('refuses to save preview on without a user', async () => {
    const { dataProvider } = await setup();
    await screen.findByText('Åsa Berg');
    fireEvent.click(screen.getByRole('switch', { name: 'Preview configuration' }));
    const chip = screen.getByRole('listitem');
    fireEvent.click(chip.querySelector('svg')!);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Choose at least one user, or turn preview configuration off.'),
    ).toBeTruthy();
    expect(dataProvider.saveWorkplaceSettings).not.toHaveBeenCalled();
  });

  it('asks before Close or Escape discards a change, and closes at once when nothing changed', async () => {
    const { onClose } = await setup();
    await screen.findByText('Åsa Berg');
    fireEvent.click(screen.getByRole('switch', { name: 'Preview configuration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('switch', { name: 'Preview configuration' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
