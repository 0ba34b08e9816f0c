import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../dataProvider/apiError';
import { hookInAdmin } from '../test/renderInAdmin';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

const setup = async () => (await hookInAdmin(useConfirm, ConfirmProvider))();

describe('useConfirm', () => {
  it('resolves true on accept and false on cancel', async () => {
    const confirm = await setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ type: 'delete', title: 'Delete the theme?' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await expect(answer).resolves.toBe(true);
    act(() => {
      answer = confirm({ type: 'warning', title: 'Continue?' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves the prompt with the typed password, or null when cancelled', async () => {
    const confirm = await setup();
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = confirm({ type: 'prompt', title: 'Unlock the player' });
    });
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'p4ss' } });
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    await expect(answer).resolves.toBe('p4ss');
    act(() => {
      answer = confirm({ type: 'prompt', title: 'Unlock the player' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBeNull();
  });

  it('runs the action while busy; a failure keeps the dialog open with the message, a retry can succeed', async () => {
    const confirm = await setup();
    const seen: string[] = [];
    let fail = true;
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = confirm({
        type: 'prompt',
        title: 'Unlock the player',
        action: async (password) => {
          seen.push(password);
          if (fail) throw new ApiError('QBIC_AUTHORIZATION_FAILURE', 'wrong', 400);
        },
      });
    });
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Asked again in place: the field is empty and has the focus, marked as wrong.
    const field = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field).toHaveProperty('value', '');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fail = false;
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    await expect(answer).resolves.toBe('right');
    expect(seen).toEqual(['wrong', 'right']);
  });

  it('answers an open dialog as cancelled when a new one is asked for', async () => {
    const confirm = await setup();
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirm({ type: 'info', title: 'First' });
    });
    await screen.findByText('First');
    act(() => {
      void confirm({ type: 'info', title: 'Second' });
    });
    await expect(first).resolves.toBe(false);
    expect(await screen.findByText('Second')).toBeTruthy();
  });
});
