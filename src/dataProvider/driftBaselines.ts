import type {
  LastSheetPushed,
  SavedBaseline,
  SavedBaselineDraft,
  SheetPushRow,
} from '../domain/drift/baseline';
import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, type BaseUrls, type CallOptions } from './urls';

/**
 * The drift check's kept baselines (issue 23; our endpoints, see the README's API table): the tenant's saved
 * baselines and the last bulk sheet pushed.
 */
export interface DriftBaselineApi {
  savedBaselines(options?: CallOptions): Promise<SavedBaseline[]>;
  /** Saves a new baseline; a name the tenant already uses is refused (95002). */
  saveBaseline(draft: SavedBaselineDraft, options?: CallOptions): Promise<SavedBaseline>;
  /**
   * Renames (only `name`) or overwrites (with `values` and `source`) the baseline as it was read:
   * refused (95001) when someone changed it since.
   */
  updateBaseline(
    baseline: Pick<SavedBaseline, 'id' | 'modifiedDate'>,
    change: Pick<SavedBaselineDraft, 'name'> & Partial<SavedBaselineDraft>,
    options?: CallOptions,
  ): Promise<SavedBaseline>;
  deleteBaseline(id: string, options?: CallOptions): Promise<void>;
  /** The last player sheet pushed in the tenant, or null when none was pushed yet. */
  lastSheetPushed(options?: CallOptions): Promise<LastSheetPushed | null>;
  /** Records what a completed push asked each player to hold (only its rows pushed without a failure). */
  recordSheetPushed(rows: readonly SheetPushRow[], options?: CallOptions): Promise<LastSheetPushed>;
}

export const createDriftBaselineApi = (
  http: HttpClient,
  urls: BaseUrls = defaultBaseUrls,
): DriftBaselineApi => {
  const url = (path: string) => joinUrl(urls.dc(), path);
  const one = (id: string) => url(`/qbic/baselines/${encodeURIComponent(id)}`);
  return {
    savedBaselines: async ({ signal } = {}) =>
      (await http<SavedBaseline[] | null>(url('/qbic/baselines'), { signal })) ?? [],
    saveBaseline: (draft, { signal } = {}) =>
      http<SavedBaseline>(url('/qbic/baselines'), { method: 'POST', body: draft, signal }),
    updateBaseline: ({ id, modifiedDate }, change, { signal } = {}) =>
      http<SavedBaseline>(one(id), { method: 'PUT', body: { ...change, modifiedDate }, signal }),
    deleteBaseline: async (id, { signal } = {}) => {
      await http(one(id), { method: 'DELETE', signal });
    },
    lastSheetPushed: ({ signal } = {}) => http<LastSheetPushed | null>(url('/qbic/lastsheet'), { signal }),
    recordSheetPushed: (rows, { signal } = {}) =>
      http<LastSheetPushed>(url('/qbic/lastsheet'), { method: 'PUT', body: { rows }, signal }),
  };
};
