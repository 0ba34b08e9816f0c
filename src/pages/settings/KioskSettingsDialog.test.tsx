import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import { KioskSettingsDialog } from './KioskSettingsDialog';

const SETTINGS = {
  emailId: 'ops@acme.example,desk@acme.example',
  isEmailNotificationEnabled: true,
  enableQbicSecurity: true,
  language: 'en',
  allowKioskToManagePassword: true,
  offlineLoginKey: 'ABCDEFGHJKLM',
};

async function setup(overrides: Record<string, unknown> = {}) {
  const dataProvider = {
    tenantSettings: vi.fn(async () => SETTINGS),
    languages: vi.fn(async () => [
      { code: 'en', nativeReference: 'English', reference: 'English' },
      { code: 'fr', nativeReference: 'Français', reference: 'French' },
    ]),
    saveTenantSettings: vi.fn(async (changes: object) => ({ ...changes, offlineLoginKey: 'ABCDEFGHJKLM' })),
    newOfflineLoginKey: vi.fn(async () => 'NEWKEY234567'),
    ...overrides,
  };
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await renderInAdmin(
    <>
      <KioskSettingsDialog open onClose={onClose} onSaved={onSaved} />
      <Notification />
    </>,
    { dataProvider },
  );
  return { dataProvider, onClose, onSaved };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

// Role queries walk the whole accessible tree of a react-admin page: slow on a busy machine, not broken.
describe('kiosk settings dialog', { timeout: 20_000 }, () => {
  it('loads the settings, enables Save only after a change, and saves what changed', async () => {
    const { dataProvider, onClose, onSaved } = await setup();
    await screen.findByText('ops@acme.example');
    expect(screen.getByText('Version 1.0.310')).toBeTruthy();
    expect(screen.getByDisplayValue('ABCDEFGHJKLM')).toBeTruthy();
    expect(screen.getAllByText(/QBIC security on|factory password|does not unlock/).length).toBe(3);
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('switch', { name: 'QBIC security' }));
    expect(saveButton()).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('switch', { name: 'QBIC security' }));
    expect(saveButton()).toHaveProperty('disabled', true);

    fireEvent.change(emailField(), { target: { value: 'new@acme.example, OPS@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the email address' }));
    expect(screen.getByText('new@acme.example')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dataProvider.saveTenantSettings).toHaveBeenCalledWith({
      emailId: 'ops@acme.example,desk@acme.example,new@acme.example',
      isEmailNotificationEnabled: true,
      enableQbicSecurity: true,
      language: 'en',
      allowKioskToManagePassword: true,
    });
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ emailId: expect.stringContaining('new@') }),
    );
    expect(await screen.findByText('The settings were saved.')).toBeTruthy();
  });

  it('keeps an invalid address in the field with its error and refuses to save', async () => {
    const { dataProvider } = await setup();
    await screen.findByText('ops@acme.example');
    fireEvent.change(emailField(), { target: { value: 'not an email' } });
    fireEvent.keyDown(emailField(), { key: 'Enter' });
    expect(screen.getByText('Enter valid email addresses, separated by commas.')).toBeTruthy();
    expect(emailField()).toHaveProperty('value', 'not an email');
    fireEvent.click(saveButton());
    expect(dataProvider.saveTenantSettings).not.toHaveBeenCalled();
  });

  it('clears and disables the emails when notification is turned off, and needs one when it is on', async () => {
    const { dataProvider } = await setup();
    await screen.findByText('ops@acme.example');
    const notification = screen.getByRole('switch', { name: 'Email notification' });
    fireEvent.click(notification);
    expect(screen.queryByText('ops@acme.example')).toBeNull();
    expect(emailField()).toHaveProperty('disabled', true);
    fireEvent.click(notification);
    fireEvent.click(saveButton());
    expect(await screen.findByText(/Add at least one email address/)).toBeTruthy();
    expect(dataProvider.saveTenantSettings).not.toHaveBeenCalled();
  });

  it('asks before making a new offline login key, then shows it', async () => {
    const { dataProvider } = await setup();
    await screen.findByText('ops@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new offline login key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generate a new key?' });
    expect(dataProvider.newOfflineLoginKey).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByDisplayValue('NEWKEY234567')).toBeTruthy();
    expect(dataProvider.newOfflineLoginKey).toHaveBeenCalledTimes(1);
  });

  it('re-enables the inputs and stays open when saving fails', async () => {
    const { onClose } = await setup({
      saveTenantSettings: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    await screen.findByText('ops@acme.example');
    fireEvent.click(screen.getByRole('switch', { name: 'Allow the kiosk to manage the password' }));
    expect(screen.queryByDisplayValue('ABCDEFGHJKLM')).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    expect(screen.getByRole('switch', { name: 'QBIC security' })).toHaveProperty('disabled', false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before Close discards unsaved changes, and explains what the kiosk may do with the password', async () => {
    const { onClose } = await setup();
    await screen.findByText('ops@acme.example');
    expect(screen.getByText(/kiosk app may change the password of its players itself/)).toBeTruthy();
    const close = () => screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(screen.getByRole('switch', { name: 'QBIC security' }));
    fireEvent.click(close()[0]);
    const question = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('switch', { name: 'QBIC security' })).toHaveProperty('checked', false);
    fireEvent.click(close()[0]);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes at once when nothing changed', async () => {
    const { onClose } = await setup();
    await screen.findByText('ops@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
