import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { CONFIRM_TYPES, REMOVE_LABELS, type ConfirmType } from './confirmTypes';

const show = (props: Partial<ConfirmDialogProps> & { type: ConfirmType }) => {
  const onAccept = vi.fn();
  const onCancel = vi.fn();
  const rendered = renderInAdmin(
    <ConfirmDialog
      open
      title="Remove the device?"
      message="It stops showing content."
      onAccept={onAccept}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onAccept, onCancel, rendered };
};

const buttonNames = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ConfirmDialog', () => {
  it.each([
    ['warning', ['Cancel', 'Accept']],
    ['info', ['Cancel', 'OK']],
    ['delete', ['Cancel', 'Yes, delete']],
    ['unlink', ['Cancel', 'Yes, unregister']],
    ['hint', ['OK']],
    ['prompt', ['Cancel', 'Authorize']],
  ] as const)('%s shows %j', async (type, names) => {
    await show({ type }).rendered;
    expect(buttonNames()).toEqual(names);
    expect(screen.getByText('Remove the device?')).toBeTruthy();
  });

  it.each([
    ['warning', 'Accepting…'],
    ['info', 'Please wait…'],
    ['delete', 'Deleting…'],
    ['unlink', 'Unregistering…'],
    ['hint', 'Please wait…'],
    ['prompt', 'Authorizing…'],
  ] as const)('%s shows its busy label and locks every button while busy', async (type, label) => {
    await show({ type, busy: true }).rendered;
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
    for (const button of within(screen.getByRole('dialog')).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the action’s own verb when given, idle and busy: a removed file is removed, not deleted', async () => {
    const { rendered } = show({ type: 'delete', accept: REMOVE_LABELS });
    await rendered;
    expect(buttonNames()).toEqual(['Cancel', 'Yes, remove']);
  });

  it('shows the given busy label while busy', async () => {
    await show({ type: 'delete', accept: REMOVE_LABELS, busy: true }).rendered;
    expect(screen.getByRole('button', { name: 'Removing…' })).toBeTruthy();
  });

  it('answers accept and cancel', async () => {
    const { onAccept, onCancel, rendered } = show({ type: 'unlink' });
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Yes, unregister' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('asks the prompt type for a password and passes it on accept, not before one is typed', async () => {
    const { onAccept, rendered } = show({ type: 'prompt', passwordLabel: 'Device password' });
    await rendered;
    const authorize = screen.getByRole('button', { name: 'Authorize' }) as HTMLButtonElement;
    expect(authorize.disabled).toBe(true);
    const field = screen.getByLabelText('Device password') as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.change(field, { target: { value: 'secret-1' } });
    fireEvent.click(authorize);
    expect(onAccept).toHaveBeenCalledWith('secret-1');
  });

  it('shows the hint picture and no password field elsewhere', async () => {
    await show({ type: 'hint', picture: 'data:image/png;base64,AAAA' }).rendered;
    expect(document.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });

  it('shows an error under the message', async () => {
    await show({ type: 'delete', error: 'dm.errors.code.10403' }).rendered;
    expect(screen.getByRole('alert').textContent).toBe('You do not have permission to do this.');
  });

  it('knows exactly the six types of the spec', () => {
    expect(CONFIRM_TYPES).toEqual(['warning', 'info', 'delete', 'unlink', 'hint', 'prompt']);
  });
});
