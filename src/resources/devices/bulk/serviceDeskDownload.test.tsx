import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSnackbarProvider } from '../../../components/ErrorSnackbarProvider';
import { renderInAdmin } from '../../../test/renderInAdmin';
import type { Device } from '../deviceModel';
import { useDeviceBulkActions } from './useDeviceBulkActions';

const device = (id: string, type: Device['type']): Device => ({
  id,
  name: `Display ${id}`,
  label: null,
  type,
  status: 1,
  modelId: 'TD-1070',
  serialNumber: `SN-${id}`,
  ipAddress: '',
  group: null,
  firmwareVersion: null,
  osVersion: null,
  appVersion: null,
  lastConnected: null,
  configId: 'cfg',
  region: null,
  building: null,
  room: null,
  location: null,
});

const Bar = (props: { devices: Device[]; onDeselect(ids: readonly string[]): void }) => {
  const actions = useDeviceBulkActions(props.devices, () => undefined, props.onDeselect);
  return (
    <>
      <button onClick={actions.download}>Bulk configuration</button>
      {actions.dialogs}
    </>
  );
};

describe('the Devices sheet download with service and desk displays selected', () => {
  it('names them before any download, as Mini Displays are, and deselects them on request', async () => {
    const downloadDeviceBulkSheet = vi.fn();
    const devicesInTenant = vi.fn();
    const onDeselect = vi.fn();
    await renderInAdmin(
      <ErrorSnackbarProvider>
        <Bar
          devices={[device('d-1', 'RD'), device('d-2', 'SD'), device('d-3', 'DD')]}
          onDeselect={onDeselect}
        />
      </ErrorSnackbarProvider>,
      { dataProvider: { downloadDeviceBulkSheet, devicesInTenant } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bulk configuration' }));
    const hint = await screen.findByTestId('mini-display-hint');
    expect(hint.textContent).toContain('not supported for service displays and desk displays');
    expect(hint.textContent).toContain('Display d-2');
    expect(hint.textContent).toContain('Display d-3');
    fireEvent.click(screen.getByRole('button', { name: 'Deselect the 2 service and desk displays' }));
    expect(onDeselect).toHaveBeenCalledWith(['d-2', 'd-3']);
    expect(downloadDeviceBulkSheet).not.toHaveBeenCalled();
    expect(devicesInTenant).not.toHaveBeenCalled();
  });
});
