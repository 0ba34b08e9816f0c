import { fireEvent, render, screen } from '@testing-library/react';
import { TestTranslationProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmType } from './ConfirmDialog';

const show = (element: React.ReactElement) =>
  render(<TestTranslationProvider translate={(key: string) => key}>{element}</TestTranslationProvider>);

describe('confirm dialog (000 §2.3)', () => {
  it.each<[ConfirmType, string]>([
    ['warning', 'dm.confirm.accept'],
    ['info', 'dm.confirm.ok'],
    ['delete', 'dm.confirm.yes_delete'],
    ['unlink', 'dm.confirm.yes_unlink'],
  ])('%s answers yes with its own button and no with Cancel', (type, accept) => {
    const onClose = vi.fn();
    show(<ConfirmDialog open type={type as 'warning'} title="Sure?" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: accept }));
    fireEvent.click(screen.getByRole('button', { name: 'dm.confirm.cancel' }));
    expect(onClose.mock.calls).toEqual([[true], [false]]);
  });

  it('hint has only OK and may show a picture', () => {
    const onClose = vi.fn();
    show(
      <ConfirmDialog open type="hint" title="Note" picture="data:image/png;base64,AA==" onClose={onClose} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['dm.confirm.ok']);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AA==');
    fireEvent.click(screen.getByRole('button', { name: 'dm.confirm.ok' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('prompt answers the typed password, or null when cancelled', () => {
    const onClose = vi.fn();
    show(<ConfirmDialog open type="prompt" title="Password" onClose={onClose} />);
    const authorize = screen.getByRole('button', { name: 'dm.confirm.authorize' });
    expect((authorize as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('dm.confirm.password'), { target: { value: 's3cret' } });
    fireEvent.click(authorize);
    fireEvent.click(screen.getByRole('button', { name: 'dm.confirm.cancel' }));
    expect(onClose.mock.calls).toEqual([['s3cret'], [null]]);
  });

  it('shows the busy label and blocks both answers while busy', () => {
    show(<ConfirmDialog open busy type="unlink" title="Unlink?" onClose={vi.fn()} />);
    expect(
      (screen.getByRole('button', { name: 'dm.confirm.busy.unlink' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'dm.confirm.cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
