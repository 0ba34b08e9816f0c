import { SAVE_INDICATOR_CLEAR_MS } from '../../../config';
import type { Busy } from './editorState';

/**
 * The workplace bottom sheet's rules (000 §2.7, §4, §9; 001 §4), pure: when it shows, which of Save and Preview
 * it offers, the preview-mode message, upload progress and the save indicator.
 */
export interface SheetInput {
  modified: boolean;
  previewPushed: boolean;
  /** The workplace settings' preview configuration toggle. */
  previewMode: boolean;
  busy: Busy;
  uploadPercent: number | null;
  /** What finished last and when (epoch ms), for the indicator. */
  done: { kind: 'saved' | 'previewed'; at: number } | null;
  now: number;
}

export interface SheetView {
  open: boolean;
  /** Save, or Preview: in preview mode Save only once the preview is pushed and not modified since. */
  primary: 'save' | 'preview';
  /** The primary button and Discard can be pressed. */
  enabled: boolean;
  showPreviewMessage: boolean;
  /** Logo upload progress in percent, while logos upload. */
  progress: number | null;
  indicator: 'saved' | 'previewed' | null;
}

const indicatorVisible = (done: SheetInput['done'], now: number): boolean =>
  done !== null && now - done.at < SAVE_INDICATOR_CLEAR_MS;

export function sheetView(input: SheetInput): SheetView {
  const indicator = indicatorVisible(input.done, input.now) ? input.done!.kind : null;
  const primary = !input.previewMode || (input.previewPushed && !input.modified) ? 'save' : 'preview';
  return {
    open: input.modified || input.previewPushed || input.busy !== null || indicator !== null,
    primary,
    enabled: input.busy === null && (input.modified || input.previewPushed),
    showPreviewMessage: input.previewMode || input.previewPushed,
    progress: input.busy === 'uploading' ? (input.uploadPercent ?? 0) : null,
    indicator,
  };
}
