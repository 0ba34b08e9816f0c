import { createContext, useContext, type Dispatch } from 'react';
import type { EditorAction, EditorState } from '../model/editorState';

export interface WorkplaceEditor {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  /** The workplace settings' preview configuration toggle. */
  previewMode: boolean;
  /** What finished last (save or preview) and when, for the save indicator. */
  done: { kind: 'saved' | 'previewed'; at: number } | null;
  save(): Promise<void>;
  preview(): Promise<void>;
  discard(): Promise<void>;
}

export const WorkplaceEditorContext = createContext<WorkplaceEditor | null>(null);

/** The workplace configuration being edited; only inside the workplace area (WorkplaceEditorProvider). */
export const useWorkplaceEditor = (): WorkplaceEditor => {
  const editor = useContext(WorkplaceEditorContext);
  if (!editor)
    throw new Error('useWorkplaceEditor needs a WorkplaceEditorProvider (the workplace area has one)');
  return editor;
};
