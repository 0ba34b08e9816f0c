import { randomUUID } from 'node:crypto';
import {
  CONTENT_ICON_MAX_BYTES,
  CONTENT_NAME_MAX,
  extensionOf,
  FILE_EXTENSIONS,
  ICON_EXTENSIONS,
  isContentLanguage,
  isValidContentUrl,
  type ContentResource,
} from '../../../src/domain/content/contentModel';
import { uploadName } from '../../../src/domain/content/uploadName';
import { ERROR_CODES } from '../../envelope';
import { adoptSpooled, fieldOf, fileOf, partsNamed, type FormPart } from './form';
import type { StagedFile } from '../../db/transaction';
import { mimeTypeOf, type ContentFiles } from './storage';

/** The parts of a content item read from a multipart form: its icon and one language's resource. */

const HTML_MAX = 200 * 1024;

/** An ISO time later than `previous`, so two saves in one millisecond still differ (the stale check needs it). */
export const nextStamp = (previous?: string | null): string => {
  const before = previous ? Date.parse(previous) : 0;
  return new Date(Math.max(Date.now(), (Number.isNaN(before) ? 0 : before) + 1)).toISOString();
};

export type Problem = { status: 400 | 413; message: string; code?: number };
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };
const refuse = (message: string, code?: number): Checked<never> => ({
  ok: false,
  problem: { status: 400, message, code },
});

/** The icon part as a data URL (icons are small and shown inline), undefined when none was sent. */
export function iconFrom(parts: readonly FormPart[]): Checked<string | null | undefined> {
  const file = fileOf(parts, 'icon');
  if (!file) {
    const text = fieldOf(parts, 'icon');
    if (text === '') return { ok: true, value: null };
    return { ok: true, value: undefined };
  }
  if (!ICON_EXTENSIONS.includes(extensionOf(file.filename))) {
    return refuse(`The icon must be an image (${ICON_EXTENSIONS.join(', ')})`);
  }
  if (file.content.length > CONTENT_ICON_MAX_BYTES) {
    return {
      ok: false,
      problem: { status: 413, message: `The icon is over ${CONTENT_ICON_MAX_BYTES / 1024} kB` },
    };
  }
  return { ok: true, value: `data:${mimeTypeOf(file.filename)};base64,${file.content.toString('base64')}` };
}

/**
 * The check of a content form's file parts before any byte of them is kept (see readForm): an icon must be an
 * image; a resource needs the item's type and its language declared before it (`languages[]` in step with
 * `resources[]`, or the language of the address) and an extension the type takes.
 */
export const contentUploadCheck =
  (known: { type?: string; lang?: string }) =>
  (name: string, filename: string, before: readonly FormPart[]): string | null => {
    const extension = extensionOf(filename);
    if (name === 'icon')
      return ICON_EXTENSIONS.includes(extension)
        ? null
        : `The icon must be an image (${ICON_EXTENSIONS.join(', ')})`;
    if (name !== 'resource' && name !== 'resources[]')
      return `A file named "${name.slice(0, 40)}" is not expected`;
    const type = known.type ?? fieldOf(before, 'type');
    if (type === undefined) return 'Send the type before the files';
    const extensions = FILE_EXTENSIONS[type as keyof typeof FILE_EXTENSIONS];
    if (!extensions) return `A ${type} item takes no file`;
    const index = partsNamed(before, 'resources[]').length;
    const lang =
      name === 'resource'
        ? known.lang
        : fieldOf(partsNamed(before, 'languages[]').slice(index), 'languages[]');
    if (lang === undefined) return 'Send each language before its resource';
    if (!isContentLanguage(lang)) return `Unknown language "${lang.slice(0, 20)}"`;
    if (!extensions.includes(extension))
      return `"${filename.slice(0, 80)}" is not one of ${extensions.join(', ')}`;
    return null;
  };

/** Why a language's label is refused (over CONTENT_NAME_MAX characters once trimmed), else null. */
export const labelProblem = (label: string | undefined): string | null =>
  label !== undefined && label.trim().length > CONTENT_NAME_MAX
    ? `A label is at most ${CONTENT_NAME_MAX} characters`
    : null;

export interface ResourceInput {
  lang: string;
  label: string;
  resource: FormPart | undefined;
  /** True while the item is being created (no record, no file of it exists yet). */
  newItem?: boolean;
}

/**
 * One language's resource for an item of `type`: a URL (checked by the URL rule, 60002 when it fails), HTML
 * text, or an uploaded file of an accepted extension, staged in the tenant's content folder (added to `staged`:
 * it takes its name only when the write is applied).
 */
export async function resourceFrom(
  files: ContentFiles,
  tenantId: string,
  itemId: string,
  type: string,
  input: ResourceInput,
  staged: StagedFile[],
): Promise<Checked<ContentResource>> {
  const { lang, label, resource } = input;
  if (!isContentLanguage(lang)) return refuse(`Unknown language "${lang}"`);
  const tooLong = labelProblem(label);
  if (tooLong) return refuse(tooLong);
  const base = { label: label.trim(), modificationDate: nextStamp(), resourceUrl: null };
  if (!resource) return refuse(`The ${lang} resource is missing`);
  if (resource.kind === 'file') {
    const extensions = FILE_EXTENSIONS[type as keyof typeof FILE_EXTENSIONS];
    if (!extensions) return refuse(`A ${type} item takes no file`);
    const extension = extensionOf(resource.filename);
    if (!extensions.includes(extension)) {
      return refuse(`"${resource.filename.slice(0, 80)}" is not one of ${extensions.join(', ')}`);
    }
    if (resource.removed) return refuse('The upload ended before it could be stored');
    // A new item's file takes the item's name; a file of an item that exists gets a name of its own, so that it
    // can be in place before the record names it without touching the file the record names now.
    const fileName = input.newItem
      ? `${itemId}-${lang}.${extension}`
      : `${itemId}-${lang}-${randomUUID().slice(0, 8)}.${extension}`;
    const spooled = adoptSpooled(resource);
    staged.push(
      spooled
        ? files.adopt(tenantId, fileName, spooled)
        : await files.stage(tenantId, fileName, resource.content),
    );
    // A browser escapes only ", CR and LF of a file name in a form (the HTML standard); they are dropped here.
    const sent = resource.filename.replace(/%22|%0d|%0a/gi, '');
    const originalName = uploadName(sent) ?? fileName;
    return { ok: true, value: { ...base, resourceUrl: `file:${fileName}`, fileName, originalName } };
  }
  const text = resource.value;
  if (type === 'HTML') {
    if (text.trim() === '') return refuse(`The ${lang} text is empty`);
    if (text.length > HTML_MAX) return refuse(`The ${lang} text is over ${HTML_MAX / 1024} kB`);
    return { ok: true, value: { ...base, html: text } };
  }
  if (!isValidContentUrl(text)) {
    return refuse(`"${text.slice(0, 80)}" is not a valid http or https address`, ERROR_CODES.INVALID_URL);
  }
  return { ok: true, value: { ...base, resourceUrl: text.trim() } };
}
