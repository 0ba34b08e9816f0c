import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RequestHandler, Response, Router } from 'express';
import type { StagedFile } from '../db/transaction';
import { handle } from '../errors';
import type { Store } from '../db/store';
import { badRequest, ERROR_CODES, notFound, ok } from '../envelope';
import { readQuery } from '../validate';
import { answerOutcome } from './outcome';
import { tenantOf } from './scope';

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
  read(tenantId: string, name: string): Promise<Buffer | null>;
  size(tenantId: string, name: string): Promise<number | null>;
  remove(tenantId: string, name: string): Promise<boolean>;
}

/** The content folder of a store whose data file is `dataFile`. */
export function contentFiles(dataFile: string): ContentFiles {
  const root = join(dirname(dataFile), 'content');
  const pathOf = (tenantId: string, name: string): string => {
    if (!isSafeFileName(name) || !isSafeFileName(tenantId)) throw new Error(`Unsafe file name ${name}`);
    return join(root, tenantId, name);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    spool: join(root, '.spool'),
    adopt: (tenantId, name, spooled) => ({
      name,
      place: async () => {
        const path = pathOf(tenantId, name);
        await mkdir(dirname(path), { recursive: true });
        await rename(spooled, path);
      },
      discard: () => rm(spooled, { force: true }),
    }),
    write: async (tenantId, name, content) => {
      const path = pathOf(tenantId, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    stage: async (tenantId, name, content) => {
      const path = pathOf(tenantId, name);
      const staging = join(dirname(path), `.staged-${randomUUID()}-${name}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(staging, content);
      return {
        name,
        place: () => rename(staging, path),
        discard: () => rm(staging, { force: true }),
      };
    },
    read: async (tenantId, name) => {
      try {
        return await readFile(pathOf(tenantId, name));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    size: async (tenantId, name) => {
      try {
        return (await stat(pathOf(tenantId, name))).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    remove: async (tenantId, name) => {
      const path = pathOf(tenantId, name);
      const existed = (await stat(path).catch(() => null)) !== null;
      await rm(path, { force: true });
      return existed;
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

/**
 * GET/DELETE /customcontent/file?fileName= and GET /customcontent/files?fileNames= (000 §7). Reading takes
 * either content permission; deleting takes what the library's writes take (content.edit).
 */
export function contentFileRoutes(
  router: Router,
  store: Store,
  files: ContentFiles,
  guard: { read: RequestHandler[]; write: RequestHandler[] },
): void {
  router.get(
    '/customcontent/file',
    ...guard.read,
    handle(async (req, res) => {
      const name = safeName(res, readQuery(req, res, 'fileName'));
      if (name === null) return;
      const content = await files.read(tenantOf(res), name);
      if (!content) return notFound(res, `File ${name} not found`);
      res.status(200).type(mimeTypeOf(name)).send(content);
    }),
  );

  router.delete(
    '/customcontent/file',
    ...guard.write,
    handle(async (req, res) => {
      const name = safeName(res, readQuery(req, res, 'fileName'));
      if (name === null) return;
      const tenantId = tenantOf(res);
      if ((await files.size(tenantId, name)) === null) return notFound(res, `File ${name} not found`);
      // A file an item still names stays: removing it would leave the item naming a missing file.
      const outcome = await store.transaction({}, (tx) => {
        const user = tx.data.contentItems.find(
          (item) =>
            item.tenantId === tenantId &&
            Object.values(item.resources).some((resource) => resource?.fileName === name),
        );
        if (user) {
          const message = `The file ${name} belongs to "${user.name}": remove its language or the item instead`;
          return tx.refuse(409, ERROR_CODES.CONTENT_CONFLICT, message);
        }
        tx.afterwards(() => files.remove(tenantId, name));
        return name;
      });
      answerOutcome(res, outcome, (fileName) => ok(res, { fileName }));
    }),
  );

  router.get(
    '/customcontent/files',
    ...guard.read,
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
      const sizes = await Promise.all(names.map((name) => files.size(tenantId, name)));
      ok(
        res,
        names.map((fileName, index) => ({
          fileName,
          found: sizes[index] !== null,
          size: sizes[index],
          contentType: mimeTypeOf(fileName),
        })),
      );
    }),
  );
}
