import { Box, Button, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { SAVE_INDICATOR_CLEAR_MS } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import { editorReducer, loadedState, type EditorAction, type EditorState } from '../model/editorState';
import { useWorkplaceSettings } from '../useWorkplaceSettings';
import { WorkplaceEditorContext, type WorkplaceEditor } from './workplaceEditorContext';
import { useWorkplaceFlows } from './useWorkplaceFlows';

const WORKPLACE_CONFIG_KEY = ['workplace', 'config'] as const;

type Slot = EditorState | null;
const reducer = (state: Slot, action: EditorAction): Slot =>
  action.type === 'loaded' ? loadedState(action.live, action.preview) : state && editorReducer(state, action);

/**
 * Loads the live configuration and the pushed preview (if any) and holds the edited configuration for both tabs
 * and the bottom sheet, so that switching tabs keeps what was typed.
 */
export const WorkplaceEditorProvider = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const settings = useWorkplaceSettings();
  const config = useQuery({
    queryKey: WORKPLACE_CONFIG_KEY,
    queryFn: async ({ signal }) => {
      const [live, preview] = await Promise.all([
        dataProvider.workplaceConfig(false, { signal }),
        dataProvider.workplaceConfig(true, { signal }),
      ]);
      return { live, preview };
    },
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
  });
  const [state, dispatch] = useReducer(reducer, null);
  if (state === null && config.data && config.isFetchedAfterMount) {
    dispatch({ type: 'loaded', ...config.data });
  }
  const { refetch } = config;
  const reload = useCallback(async () => {
    const { data } = await refetch();
    if (data) dispatch({ type: 'loaded', ...data });
  }, [refetch]);
  const flows = useWorkplaceFlows(state, dispatch, reload);
  const { done, clearDone } = flows;
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(clearDone, Math.max(0, done.at + SAVE_INDICATOR_CLEAR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [done, clearDone]);

  const value = useMemo<WorkplaceEditor | null>(
    () =>
      state && {
        state,
        dispatch,
        previewMode: settings.data?.isPreviewEnabled ?? false,
        done,
        save: flows.save,
        preview: flows.preview,
        discard: flows.discard,
      },
    [state, settings.data?.isPreviewEnabled, done, flows.save, flows.preview, flows.discard],
  );

  if (!value) {
    return (
      <Box sx={{ p: 2 }}>
        {config.isError && !config.isFetching ? (
          <Button onClick={() => void config.refetch()}>{translate('dm.common.retry')}</Button>
        ) : (
          <LinearProgress aria-label={translate('dm.common.loading')} />
        )}
      </Box>
    );
  }
  return <WorkplaceEditorContext.Provider value={value}>{children}</WorkplaceEditorContext.Provider>;
};
