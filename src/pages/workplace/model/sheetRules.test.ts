import { describe, expect, it } from 'vitest';
import { sheetView, type SheetInput } from './sheetRules';

const base: SheetInput = {
  modified: false,
  previewPushed: false,
  previewMode: false,
  busy: null,
  uploadPercent: null,
  done: null,
  now: 10_000,
};
const view = (changes: Partial<SheetInput>) => sheetView({ ...base, ...changes });

describe('workplace bottom sheet rules (000 §2.7, §4, §9)', () => {
  it('opens when the form is dirty or a preview is pushed, and not otherwise', () => {
    expect(view({}).open).toBe(false);
    expect(view({ modified: true }).open).toBe(true);
    expect(view({ previewPushed: true }).open).toBe(true);
  });

  it('offers Save without preview mode', () => {
    expect(view({ modified: true }).primary).toBe('save');
  });

  it('in preview mode offers Save only once the preview is pushed and not modified since', () => {
    expect(view({ previewMode: true, modified: true }).primary).toBe('preview');
    expect(view({ previewMode: true, previewPushed: true }).primary).toBe('save');
    expect(view({ previewMode: true, previewPushed: true, modified: true }).primary).toBe('preview');
  });

  it('shows the preview-mode message in preview mode or with a pushed preview', () => {
    expect(view({ modified: true }).showPreviewMessage).toBe(false);
    expect(view({ modified: true, previewMode: true }).showPreviewMessage).toBe(true);
    expect(view({ previewPushed: true }).showPreviewMessage).toBe(true);
  });

  it('shows logo upload progress only while uploading, and disables the buttons while busy', () => {
    expect(view({ modified: true, busy: 'uploading', uploadPercent: 40 })).toMatchObject({
      progress: 40,
      enabled: false,
      open: true,
    });
    expect(view({ modified: true, busy: 'saving' })).toMatchObject({ progress: null, enabled: false });
    expect(view({ modified: true })).toMatchObject({ progress: null, enabled: true });
  });

  it('keeps the save indicator for 2 seconds, then clears it (and the sheet closes after a save)', () => {
    const done = { kind: 'saved' as const, at: 10_000 };
    expect(view({ done, now: 10_000 })).toMatchObject({ indicator: 'saved', open: true, enabled: false });
    expect(view({ done, now: 11_999 }).indicator).toBe('saved');
    expect(view({ done, now: 12_000 })).toMatchObject({ indicator: null, open: false });
    const pushed = { kind: 'previewed' as const, at: 10_000 };
    expect(view({ done: pushed, previewPushed: true, now: 12_500 })).toMatchObject({
      indicator: null,
      open: true,
    });
  });
});
