import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SavedBaseline, SavedBaselineDraft } from '../../../domain/drift/baseline';

const SAVED_BASELINES_KEY = ['qbic', 'baselines'] as const;
export const LAST_SHEET_KEY = ['qbic', 'lastsheet'] as const;

/** A save: new, or over an existing baseline as it was read (a deliberate overwrite). */
export interface BaselineSave {
  draft: SavedBaselineDraft;
  over?: SavedBaseline;
}

/**
 * The tenant's saved baselines and last sheet pushed, read when the drift dialog opens, with save, overwrite,
 * rename and delete; each write reloads the list (another administrator may have changed it meanwhile).
 */
export function useBaselineStore() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: SAVED_BASELINES_KEY,
    queryFn: ({ signal }) => dataProvider.savedBaselines({ signal }),
  });
  const lastSheet = useQuery({
    queryKey: LAST_SHEET_KEY,
    queryFn: ({ signal }) => dataProvider.lastSheetPushed({ signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: SAVED_BASELINES_KEY });
  const save = useMutation({
    mutationFn: ({ draft, over }: BaselineSave) =>
      over ? dataProvider.updateBaseline(over, draft) : dataProvider.saveBaseline(draft),
    onSettled: reload,
  });
  const rename = useMutation({
    mutationFn: ({ baseline, name }: { baseline: SavedBaseline; name: string }) =>
      dataProvider.updateBaseline(baseline, { name }),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.deleteBaseline(id),
    onSettled: reload,
  });
  /** The last sheet as it is now (another administrator may have pushed since the dialog opened). */
  const freshSheet = () =>
    queryClient.fetchQuery({
      queryKey: LAST_SHEET_KEY,
      staleTime: 0,
      queryFn: ({ signal }) => dataProvider.lastSheetPushed({ signal }),
    });
  return { saved, lastSheet, save, rename, remove, freshSheet };
}
