import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LOGO_FIELD, LOGO_SLOTS } from '../../src/domain/workplace/types';
import type { StagedFile, Tx } from '../db/transaction';
import type { DbData, WorkplaceMedia } from '../db/types';
import { stageFile } from '../stagedFiles';
import { isSafeFileName } from './content/storage';

/** Where the workplace logos are served from; a configuration names a logo by an address ending in its file name. */
export const MEDIA_PATH = '/rest/workplace/media';

/** How many logos that no configuration uses a tenant keeps (the latest uploads: drafts being edited). */
const UNUSED_LOGOS_KEPT = 16;

/** The folder of the workplace logos beside the data file `dataFile`, one folder per tenant. */
export const mediaRootOf = (dataFile: string): string => join(dirname(dataFile), 'media');

/** The logos' files, one folder per tenant under `media/` beside the data file. */
export function mediaFiles(dataFile: string) {
  const root = mediaRootOf(dataFile);
  const pathOf = (tenantId: string, name: string): string => {
    if (!isSafeFileName(name) || !isSafeFileName(tenantId)) throw new Error(`Unsafe file name ${name}`);
    return join(root, tenantId, name);
  };
  return {
    pathOf,
    /** Writes the logo under a staging name; placed under `name` (new) by the transaction that records it. */
    stage: (tenantId: string, name: string, content: Uint8Array): Promise<StagedFile> =>
      stageFile(pathOf(tenantId, name), content),
    remove: (tenantId: string, names: readonly string[]) =>
      Promise.all(names.map((name) => rm(pathOf(tenantId, name), { force: true }))),
  };
}

/** The file names of the tenant's logos that its live or preview configuration names. */
export function logosInUse(data: DbData, tenantId: string): Set<string> {
  const names = new Set<string>();
  for (const record of data.workplaceConfigs) {
    if (record.tenantId !== tenantId) continue;
    for (const slot of LOGO_SLOTS) {
      const address = String(record.theme[LOGO_FIELD[slot]] ?? '');
      const name = address.includes(`${MEDIA_PATH}/`) ? address.slice(address.lastIndexOf('/') + 1) : '';
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * Takes the given logos of the tenant out of the data inside a transaction's step (each by its id, so the journal
 * holds only them) and answers their names, so the caller can remove their files once the change is on disk.
 */
export function dropLogos(tx: Tx, tenantId: string, names: ReadonlySet<string>): string[] {
  const dropped = tx.data.workplaceMedia.filter(
    (media) => media.tenantId === tenantId && names.has(media.fileName),
  );
  for (const media of dropped) tx.remove('workplaceMedia', media.id);
  return dropped.map((media) => media.fileName);
}

/** The tenant's logos no configuration names, beyond the latest UNUSED_LOGOS_KEPT uploads. */
export function surplusLogos(data: DbData, tenantId: string): Set<string> {
  const inUse = logosInUse(data, tenantId);
  const unused = data.workplaceMedia
    .filter((media: WorkplaceMedia) => media.tenantId === tenantId && !inUse.has(media.fileName))
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  return new Set(unused.slice(UNUSED_LOGOS_KEPT).map((media) => media.fileName));
}
