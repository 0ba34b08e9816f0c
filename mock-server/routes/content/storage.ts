import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StagedFile } from '../../db/transaction';
import type { ContentItemRecord } from '../../db/types';
import { placedFrom, stageFile } from '../../stagedFiles';

/**
 * Files of the content library, one folder per tenant under `content/` beside the data file. A file name is one
 * plain segment: names with `..`, a path separator (plain or percent-encoded), a drive or a leading dot are
 * refused before any disk access, so no name reaches outside the tenant's folder.
 */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,159}$/;

export const isSafeFileName = (name: string): boolean => SAFE_NAME.test(name) && !name.includes('..');

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  m4v: 'video/mp4',
};

export const mimeTypeOf = (name: string): string =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export interface ContentFiles {
  /** The folder uploads are written to while they stream (beside the tenants' folders, never served). */
  readonly spool: string;
  /** A spooled upload as a staged file of the tenant: placed under `name` when its write applies. */
  adopt(tenantId: string, name: string, spooled: string): StagedFile;
  write(tenantId: string, name: string, content: Buffer): Promise<void>;
  /** Writes the content under a staging name (a leading dot: never served) until its write is applied. */
  stage(tenantId: string, name: string, content: Buffer): Promise<StagedFile>;
  /** Where the tenant's stored file of this name is (the name is checked first). */
  pathOf(tenantId: string, name: string): string;
  size(tenantId: string, name: string): Promise<number | null>;
  remove(tenantId: string, name: string): Promise<boolean>;
}

/** The folder of the content library's files beside the data file `dataFile`. */
export const contentRootOf = (dataFile: string): string => join(dirname(dataFile), 'content');

/** The library's stored files as `tenant/name`: what a start keeps (see fileSweep.ts). */
export const namedContentFiles = (items: readonly ContentItemRecord[]): Set<string> =>
  new Set(
    items.flatMap((item) =>
      Object.values(item.resources).flatMap((resource) =>
        resource?.fileName ? [`${item.tenantId}/${resource.fileName}`] : [],
      ),
    ),
  );

/** The content folder of a store whose data file is `dataFile`. */
export function contentFiles(dataFile: string): ContentFiles {
  const root = contentRootOf(dataFile);
  const pathOf = (tenantId: string, name: string): string => {
    if (!isSafeFileName(name) || !isSafeFileName(tenantId)) throw new Error(`Unsafe file name ${name}`);
    return join(root, tenantId, name);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    spool: join(root, '.spool'),
    adopt: (tenantId, name, spooled) => placedFrom(spooled, pathOf(tenantId, name)),
    write: async (tenantId, name, content) => {
      const path = pathOf(tenantId, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    stage: (tenantId, name, content) => stageFile(pathOf(tenantId, name), content),
    pathOf,
    size: async (tenantId, name) => {
      try {
        return (await stat(pathOf(tenantId, name))).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    // One unlink, so of two removals at the same moment exactly one finds the file.
    remove: async (tenantId, name) => {
      try {
        await unlink(pathOf(tenantId, name));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}
