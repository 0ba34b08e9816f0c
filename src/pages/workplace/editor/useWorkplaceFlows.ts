import { useTenantChangeLog } from '../../../components/activity/useTenantChangeLog';
import { useRef, useState, type Dispatch } from 'react';
import { useDataProvider } from 'react-admin';
import { DISCARD_DIALOG_SIZE } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import type { MediaConfig } from '../../../dataProvider/workplace';
import type { LogoSlot } from '../../../domain/workplace/types';
import { useConfirm } from '../../../components/useConfirm';
import {
  draftOf,
  themeToSend,
  uploadPercent,
  uploadsOf,
  usedSlots,
  type EditorAction,
  type EditorState,
} from '../model/editorState';
import { validateWorkplaceConfig } from '../../../domain/workplace/validation';

const key = (name: string) => `dm.workplace.${name}`;
const isConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/**
 * Save, Preview and Discard of the workplace configuration (001 §4, §8; 000 §4):
 * Save = validate → upload logos (DEFAULT) → PUT the configuration → reload;
 * Preview = validate → upload logos (PREVIEW) → POST the preview → pushed and not modified;
 * Discard = confirm → DELETE the preview → reload. A 409 explains that someone else saved, and reloads.
 */
export function useWorkplaceFlows(
  state: EditorState | null,
  dispatch: Dispatch<EditorAction>,
  reload: () => Promise<void>,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const confirm = useConfirm();
  const latest = useRef(state);
  latest.current = state;
  const logChange = useTenantChangeLog('workplace.save');
  const [done, setDone] = useState<{ kind: 'saved' | 'previewed'; at: number } | null>(null);

  const uploadLogos = async (current: EditorState, config: MediaConfig) => {
    const uploads = uploadsOf(current);
    const uploaded: Partial<Record<LogoSlot, string>> = {};
    if (uploads.length === 0) return uploaded;
    dispatch({ type: 'busy', busy: 'uploading' });
    const loaded = uploads.map(() => 0);
    const totals = uploads.map(([, logo]) => logo.file.size);
    await Promise.all(
      uploads.map(async ([slot, logo], index) => {
        const media = await dataProvider.uploadWorkplaceMedia(logo.file, slot, config, {
          onProgress: (progress) => {
            loaded[index] = progress.loaded;
            totals[index] = progress.total;
            dispatch({ type: 'progress', percent: uploadPercent(loaded, totals) });
          },
        });
        uploaded[slot] = media.url;
      }),
    );
    return uploaded;
  };

  const run = async (kind: 'save' | 'preview') => {
    const current = latest.current;
    if (!current || current.busy) return;
    const files = new Set(usedSlots(current.theme).filter((slot) => current.files[slot]));
    const check = validateWorkplaceConfig({ theme: current.theme, features: current.features, files });
    if (!check.valid) {
      await confirm({
        type: 'hint',
        title: key('validation.title'),
        message: key(`errors.${check.message ?? 'error_incomplete'}`),
      });
      return;
    }
    const before = { theme: current.live.theme, features: current.live.features };
    let after: unknown = { theme: current.theme, features: current.features };
    let saved = false;
    try {
      const uploaded = await uploadLogos(current, kind === 'save' ? 'DEFAULT' : 'PREVIEW');
      dispatch({ type: 'busy', busy: kind === 'save' ? 'saving' : 'previewing' });
      const draft = draftOf(current, themeToSend(current.theme, uploaded));
      after = { theme: draft.theme, features: draft.features };
      if (kind === 'save') {
        await dataProvider.saveWorkplaceConfig(draft);
        saved = true;
        logChange(before, after);
        await reload();
        setDone({ kind: 'saved', at: Date.now() });
      } else {
        dispatch({ type: 'previewPushed', config: await dataProvider.pushWorkplacePreview(draft) });
        setDone({ kind: 'previewed', at: Date.now() });
      }
    } catch (error) {
      dispatch({ type: 'busy', busy: null });
      if (kind === 'save' && !saved) logChange(before, after, error);
      const conflict = isConflict(error);
      await confirm({
        type: 'hint',
        title: key(conflict ? 'errors.label_conflict' : 'errors.label_not_saved'),
        message: key(
          conflict ? 'errors.error_config_already_modified' : 'errors.error_saving_workplace_config',
        ),
      });
      if (conflict) await reload();
    }
  };

  const discard = async () => {
    const current = latest.current;
    if (!current || current.busy) return;
    const yes = await confirm({
      type: 'warning',
      title: key('discard.title'),
      message: key('discard.message'),
      size: DISCARD_DIALOG_SIZE,
      action: async () => {
        dispatch({ type: 'busy', busy: 'discarding' });
        try {
          await dataProvider.discardWorkplacePreview();
        } catch (error) {
          dispatch({ type: 'busy', busy: null });
          throw error;
        }
      },
    });
    if (yes) await reload();
  };

  return {
    done,
    clearDone: () => setDone(null),
    save: () => run('save'),
    preview: () => run('preview'),
    discard,
  };
}
