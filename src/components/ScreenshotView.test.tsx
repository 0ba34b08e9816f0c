import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { MISSING } from './missingValue';
import { ScreenshotView, type ScreenshotViewProps } from './ScreenshotView';

const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

const show = async (props: Partial<ScreenshotViewProps>) => {
  const onRequest = vi.fn();
  await renderInAdmin(
    <ScreenshotView
      name="Lobby"
      picture={PICTURE}
      takenAt={Date.now() - 3 * 60_000 - 5_000}
      loading={false}
      facts={{ firmware: '1.2.3', os: 'Android 11', app: '4.2.0', lastConnected: Date.now() - 2 * 3_600_000 }}
      requestDisabled={false}
      onRequest={onRequest}
      onClose={() => undefined}
      {...props}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Screenshot of Lobby' }), onRequest };
};

/** The definition list as label → value pairs. */
const facts = (dialog: HTMLElement) => {
  const terms = within(dialog)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(dialog)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
};

describe('ScreenshotView', () => {
  it('shows a spinner while the picture and the facts load', async () => {
    const { dialog } = await show({ picture: null, takenAt: null, loading: true, facts: undefined });
    expect(within(dialog).getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(within(dialog).queryByTestId('screenshot-age')).toBeNull();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('shows the picture with its age in days, hours, minutes or seconds, and the facts', async () => {
    const { dialog, onRequest } = await show({});
    const picture = within(dialog).getByRole('img', { name: 'Latest screenshot of Lobby' });
    fireEvent.load(picture);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).getByTestId('screenshot-age').textContent).toBe('Taken 3 minutes ago');
    expect(facts(dialog)).toEqual({
      'Firmware version': '1.2.3',
      'OS version': 'Android 11',
      'App version': '4.2.0',
      'Last connected': '2 hours ago',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request new screenshot' }));
    expect(onRequest).toHaveBeenCalledOnce();
  });

  it('shows a placeholder saying the image was not found when the picture fails', async () => {
    const { dialog } = await show({});
    fireEvent.error(within(dialog).getByRole('img', { name: 'Latest screenshot of Lobby' }));
    expect(within(dialog).getByText('Image not found')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('shows the missing-value mark for versions and a last connection it does not know', async () => {
    const { dialog } = await show({ facts: { firmware: null, os: '', app: undefined, lastConnected: null } });
    expect(facts(dialog)).toEqual({
      'Firmware version': MISSING,
      'OS version': MISSING,
      'App version': MISSING,
      'Last connected': MISSING,
    });
  });

  it('cannot request another picture while one is on its way', async () => {
    const { dialog } = await show({ requestDisabled: true });
    expect(
      (within(dialog).getByRole('button', { name: 'Request new screenshot' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
