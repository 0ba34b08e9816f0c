import {
  defaultWorkplaceFeatures,
  defaultWorkplaceTheme,
  type WorkplaceConfig,
} from '../../src/domain/workplace/types';
import type { Store } from '../db/store';
import type { WorkplaceConfigRecord, WorkplaceStamp } from '../db/types';

/** A tenant's stored workplace configurations (live and preview) and the stamp that guards their writes. */
export function workplaceConfigs(store: Store) {
  const stampOf = (tenantId: string): WorkplaceStamp => {
    const found = store.data.workplaceStamps.find((stamp) => stamp.tenantId === tenantId);
    if (found) return found;
    const created = { tenantId, lastModified: Date.now() };
    store.data.workplaceStamps.push(created);
    store.changed('workplaceStamps');
    return created;
  };
  /** A new stamp, always later than the one before (two writes in one millisecond stay apart). */
  const touch = (tenantId: string): void => {
    const stamp = stampOf(tenantId);
    stamp.lastModified = Math.max(Date.now(), stamp.lastModified + 1);
    store.changed('workplaceStamps');
  };
  const recordOf = (tenantId: string, kind: WorkplaceConfigRecord['kind']) =>
    store.data.workplaceConfigs.find((record) => record.tenantId === tenantId && record.kind === kind);
  const answer = (tenantId: string, preview: boolean): WorkplaceConfig => {
    const pushed = preview ? recordOf(tenantId, 'preview') : undefined;
    const record = pushed ?? recordOf(tenantId, 'live');
    return {
      theme: record ? { ...record.theme } : defaultWorkplaceTheme(),
      features: record ? structuredClone(record.features) : defaultWorkplaceFeatures(),
      isPreviewEnabled: pushed !== undefined,
      lastModified: stampOf(tenantId).lastModified,
    };
  };
  const put = (
    tenantId: string,
    kind: WorkplaceConfigRecord['kind'],
    value: Omit<WorkplaceConfigRecord, 'tenantId' | 'kind'>,
  ) => {
    const existing = recordOf(tenantId, kind);
    if (existing) Object.assign(existing, value);
    else store.data.workplaceConfigs.push({ tenantId, kind, ...value });
  };
  const removePreview = (tenantId: string): boolean => {
    const before = store.data.workplaceConfigs.length;
    store.data.workplaceConfigs = store.data.workplaceConfigs.filter(
      (record) => !(record.tenantId === tenantId && record.kind === 'preview'),
    );
    return store.data.workplaceConfigs.length !== before;
  };
  return { stampOf, touch, answer, put, removePreview };
}
