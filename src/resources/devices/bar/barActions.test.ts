import { describe, expect, it } from 'vitest';
import { barActionsFor } from './DeviceBottomBar';

const actions = (count: number) => barActionsFor(count).map(({ action }) => action);

describe('the Devices bottom bar’s actions', () => {
  it('offers Bulk configuration for one device as for several, beside the one-device actions', () => {
    expect(actions(1)).toEqual([
      'REQUEST_SCREENSHOT',
      'FORCE_RELOAD',
      'UNLINK',
      'START_CONFIGURATION',
      'BULK_CONFIGURATION',
      'LABEL_GROUP',
    ]);
    expect(actions(3)).toEqual(['REQUEST_SCREENSHOT', 'FORCE_RELOAD', 'BULK_CONFIGURATION']);
  });

  it('holds no Upload: a sheet names its own devices, so the list’s toolbar offers it with nothing ticked', () => {
    expect(actions(1)).not.toContain('UPLOAD');
    expect(actions(5)).not.toContain('UPLOAD');
  });
});
