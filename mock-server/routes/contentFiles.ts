import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { StagedFile } from '../db/transaction';
import { placedFrom, stageFile } from '../stagedFiles';
import type { ContentItemRecord } from '../db/types';
import { handle } from '../errors';
import { sendFile } from '../sendFile';
import type { Store } from '../db/store';
import { attachmentDisposition } from '../../src/domain/content/uploadName';
import { badRequest, notFound, ok } from '../envelope';
import { readQuery } from '../validate';
import { tenantOf } from './scope';

/** Whether `name` is the stored file of one of the tenant's content items. */
export type OwnsFile = (tenantId: string, name: string) => boolean;

/**
 * A stored file is sent as an attachment that the browser may neither sniff nor run: an uploaded SVG or HTML
 * opened at the mock's address gets no script, no plugin and no origin of its own.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'Cache-Control': 'private, no-store',
};

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

/** The file name of ?name=, or null after answering 400 (missing or unsafe). */
function safeName(res: Response, value: string | null): string | null {
  if (value === null) return null;
  if (isSafeFileName(value)) return value;
  badRequest(res, `The file name "${value.slice(0, 80)}" is not allowed: use one plain file name`);
  return null;
}

/** The tenant's item whose stored file is `name`, with the language naming it; undefined when none does. */
export const fileOwner = (
  items: readonly ContentItemRecord[],
  tenantId: string,
  name: string,
): { item: ContentItemRecord; lang: keyof ContentItemRecord['resources'] } | undefined => {
  for (const item of items) {
    if (item.tenantId !== tenantId) continue;
    const entry = Object.entries(item.resources).find(([, resource]) => resource?.fileName === name);
    if (entry) return { item, lang: entry[0] as keyof ContentItemRecord['resources'] };
  }
  return undefined;
};

/** The name a stored file was uploaded under; the stored name for a file kept before names were. */
const originalNameOf = (owner: NonNullable<ReturnType<typeof fileOwner>>, name: string): string =>
  owner.item.resources[owner.lang]?.originalName || name;

/**
 * The ?fileName= of a file of the tenant's library with the name it was uploaded under, or null after answering
 * 400 (unsafe) or 404 (not one).
 */
export function ownedFile(
  req: Request,
  res: Response,
  store: Store,
): { name: string; originalName: string } | null {
  const name = safeName(res, readQuery(req, res, 'fileName'));
  if (name === null) return null;
  const owner = fileOwner(store.data.contentItems, tenantOf(res), name);
  if (owner) return { name, originalName: originalNameOf(owner, name) };
  notFound(res, `No content item has a file named ${name}`);
  return null;
}

/** The ?fileName= of a file of the tenant's library, or null after answering 400 (unsafe) or 404 (not one). */
export const ownedName = (req: Request, res: Response, store: Store): string | null =>
  ownedFile(req, res, store)?.name ?? null;

/**
 * GET /customcontent/file?fileName= and GET /customcontent/files?fileNames= (000 §7): only the stored file of one
 * of the tenant's items is served (a left-over or unknown name is 10404); either content permission reads.
 */
export function contentFileRoutes(
  router: Router,
  store: Store,
  files: ContentFiles,
  guard: RequestHandler[],
): void {
  router.get(
    '/customcontent/file',
    ...guard,
    handle(async (req, res) => {
      const owned = ownedFile(req, res, store);
      if (owned === null) return;
      const { name, originalName } = owned;
      // Saved under the name it was uploaded with, typed by the stored name (whose extension was checked).
      const sent = await sendFile(res, files.pathOf(tenantOf(res), name), {
        ...FILE_HEADERS,
        'Content-Type': mimeTypeOf(name),
        'Content-Disposition': attachmentDisposition(originalName),
      });
      if (!sent) notFound(res, `File ${name} not found`);
    }),
  );

  router.get(
    '/customcontent/files',
    ...guard,
    handle(async (req, res) => {
      const list = readQuery(req, res, 'fileNames');
      if (list === null) return;
      const names = list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unsafe = names.find((name) => !isSafeFileName(name));
      if (unsafe !== undefined) return void safeName(res, unsafe);
      const tenantId = tenantOf(res);
      const owners = names.map((name) => fileOwner(store.data.contentItems, tenantId, name));
      const sizes = await Promise.all(
        names.map((name, index) => (owners[index] ? files.size(tenantId, name) : null)),
      );
      ok(
        res,
        names.map((fileName, index) => {
          const owner = owners[index];
          return {
            fileName,
            found: sizes[index] !== null,
            size: sizes[index],
            contentType: mimeTypeOf(fileName),
            originalName: owner ? originalNameOf(owner, fileName) : null,
          };
        }),
      );
    }),
  );
}
