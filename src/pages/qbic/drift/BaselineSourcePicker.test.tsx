import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LastSheetPushed } from '../../../domain/drift/baseline';
import { renderInAdmin } from '../../../test/renderInAdmin';
import type { BaselineChoice } from '../../../players/drift/baselineChoice';
import { BaselineSourcePicker } from './BaselineSourcePicker';

const show = (choice: Partial<BaselineChoice>, lastSheet: LastSheetPushed | null | undefined = null) =>
  renderInAdmin(
    <BaselineSourcePicker
      choice={{ kind: 'player', playerKey: '', savedId: '', ...choice }}
      onChoice={() => undefined}
      candidates={[]}
      saved={[]}
      lastSheet={lastSheet}
      disabled={false}
      onSave={() => undefined}
      onRename={() => undefined}
      onDelete={() => undefined}
    />,
  );

describe('BaselineSourcePicker', () => {
  it('says plainly that no baseline was saved yet', async () => {
    await show({ kind: 'saved' });
    expect(screen.getByTestId('drift-source-empty').textContent).toBe(
      'No baseline has been saved yet. Choose a player as the baseline, then save it.',
    );
  });

  it('says plainly that no bulk sheet was pushed yet', async () => {
    await show({ kind: 'sheet' });
    expect(screen.getByTestId('drift-source-empty').textContent).toBe(
      'No bulk sheet has been pushed yet: upload a player sheet and push it first.',
    );
  });

  it('names who pushed the last sheet and how many players it holds', async () => {
    const row = { serialNumber: 'QB1', deviceName: 'Hall', username: '', hasPassword: false };
    await show({ kind: 'sheet' }, { pushedAt: '2026-11-26T06:00:00.000Z', pushedBy: 'admin', rows: [row] });
    expect(screen.getByTestId('drift-sheet-summary').textContent).toMatch(/^Pushed .+ by admin: 1 player$/);
    expect(screen.queryByTestId('drift-source-empty')).toBeNull();
  });
});
