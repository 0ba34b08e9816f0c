import type { LanguageCode as UiLanguage } from '../../contract/languages';
import {
  CONTENT_ICON_MAX_BYTES,
  CONTENT_LANGUAGES,
  CONTENT_NAME_MAX,
  fileProblem,
  ICON_EXTENSIONS,
  hasExtension,
  isValidContentUrl,
  type ContentItem,
  type ContentType,
} from './contentModel';

/**
 * The content form and the requests it becomes (000 §7 Content library): a draft per language (label plus a
 * URL, a file or HTML), the checks before anything is sent, the multipart entries of a create, and the
 * per-language calls an edit needs.
 */
export type ResourceSource = 'url' | 'file' | 'html';

/** Anything with a name and a size: a File in the browser, a stand-in in tests. */
export interface FileLike {
  name: string;
  size: number;
}

export interface LanguageDraft {
  enabled: boolean;
  label: string;
  source: ResourceSource;
  url: string;
  /** A newly chosen file; null keeps the stored one (fileName). */
  file: FileLike | null;
  fileName: string | null;
  html: string;
}

export interface ContentFormValues {
  id?: string;
  name: string;
  type: ContentType;
  defaultLanguage: UiLanguage;
  /** A newly chosen icon image; null keeps the stored one (iconUrl). */
  icon: FileLike | null;
  iconUrl: string | null;
  modifiedDate?: string;
  languages: Record<UiLanguage, LanguageDraft>;
}

export const defaultSource = (type: ContentType): ResourceSource =>
  type === 'HTML' ? 'html' : type === 'URL' ? 'url' : 'file';

/** The source a draft really has for the type: HTML items are text, URL items links, others a file or a link. */
export const sourceOf = (type: ContentType, draft: Pick<LanguageDraft, 'source'>): ResourceSource =>
  type === 'HTML' ? 'html' : type === 'URL' ? 'url' : draft.source === 'url' ? 'url' : 'file';

const emptyDraft = (type: ContentType): LanguageDraft => ({
  enabled: false,
  label: '',
  source: defaultSource(type),
  url: '',
  file: null,
  fileName: null,
  html: '',
});

export const emptyContentForm = (type: ContentType = 'URL', lang: UiLanguage = 'en'): ContentFormValues => {
  const languages = Object.fromEntries(
    CONTENT_LANGUAGES.map((code) => [code, { ...emptyDraft(type), enabled: code === lang }]),
  ) as Record<UiLanguage, LanguageDraft>;
  return { name: '', type, defaultLanguage: lang, icon: null, iconUrl: null, languages };
};

/** The form for a stored item; `clean` sanitises stored HTML before it reaches the editor. */
export const itemToForm = (
  item: ContentItem,
  clean: (html: string) => string = (html) => html,
): ContentFormValues => {
  const form = emptyContentForm(item.type, item.defaultLanguage);
  for (const lang of CONTENT_LANGUAGES) {
    const resource = item.resources[lang];
    if (!resource) {
      form.languages[lang] = emptyDraft(item.type);
      continue;
    }
    const source: ResourceSource = item.type === 'HTML' ? 'html' : resource.fileName ? 'file' : 'url';
    form.languages[lang] = {
      enabled: true,
      label: resource.label ?? '',
      source,
      url: source === 'url' ? (resource.resourceUrl ?? '') : '',
      file: null,
      fileName: resource.fileName ?? null,
      html: clean(resource.html ?? ''),
    };
  }
  return {
    ...form,
    id: item.id,
    name: item.name,
    iconUrl: item.iconUrl,
    modifiedDate: item.modifiedDate,
  };
};

/** Text of HTML without its tags, to tell an empty editor ("<p></p>") from content. */
const visibleText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** A translation key, or a key with its arguments (react-admin translates both under the field). */
type Problem = string | { message: string; args: Record<string, unknown> };
type Errors = Record<string, Problem>;

/** A name over its limit, saying the limit (a bare "Too long" left a person counting). */
const TOO_LONG: Problem = { message: 'dm.content.validation.too_long', args: { max: CONTENT_NAME_MAX } };

/** What is wrong with one language's draft, by field, as translation keys. */
const draftProblems = (type: ContentType, draft: LanguageDraft, prefix: string, errors: Errors): void => {
  if (draft.label.length > CONTENT_NAME_MAX) errors[`${prefix}.label`] = TOO_LONG;
  const source = sourceOf(type, draft);
  if (source === 'url') {
    if (draft.url.trim() === '') errors[`${prefix}.url`] = 'dm.content.validation.resource_required';
    else if (!isValidContentUrl(draft.url)) errors[`${prefix}.url`] = 'dm.content.validation.url';
  } else if (source === 'file') {
    if (!draft.file && !draft.fileName) errors[`${prefix}.file`] = 'dm.content.validation.resource_required';
    const problem = draft.file ? fileProblem(type, draft.file) : null;
    if (problem) errors[`${prefix}.file`] = `dm.content.validation.${problem}`;
  } else if (visibleText(draft.html) === '' && !/<img\s/i.test(draft.html)) {
    errors[`${prefix}.html`] = 'dm.content.validation.resource_required';
  }
};

/**
 * Every problem of the form as `{path: translation key}`, before anything is sent: a name, a resource for the
 * default language, URLs by the URL rule, files by extension and size, an icon that is a small image.
 */
export const contentFormProblems = (values: ContentFormValues): Errors => {
  const errors: Errors = {};
  const name = values.name?.trim() ?? '';
  if (name === '') errors.name = 'dm.content.validation.required';
  else if (name.length > CONTENT_NAME_MAX) errors.name = TOO_LONG;
  if (values.icon) {
    if (!hasExtension(values.icon.name, ICON_EXTENSIONS)) errors.icon = 'dm.content.validation.icon_type';
    else if (values.icon.size > CONTENT_ICON_MAX_BYTES) errors.icon = 'dm.content.validation.icon_too_large';
  }
  const defaultDraft = values.languages?.[values.defaultLanguage];
  if (!defaultDraft?.enabled) errors.defaultLanguage = 'dm.content.validation.default_needs_resource';
  for (const lang of CONTENT_LANGUAGES) {
    const draft = values.languages?.[lang];
    if (draft?.enabled) draftProblems(values.type, draft, `languages.${lang}`, errors);
  }
  return errors;
};

/** Flat `{a.b: x}` errors as the nested object react-admin's form validation expects. */
export const nestErrors = (flat: Errors): Record<string, unknown> => {
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]] = message;
  }
  return nested;
};

/** The resource part of a draft: the URL, the HTML, a new file, or undefined to keep the stored file. */
const resourceOf = <F extends FileLike>(type: ContentType, draft: LanguageDraft): string | F | undefined => {
  const source = sourceOf(type, draft);
  if (source === 'url') return draft.url.trim();
  if (source === 'html') return draft.html;
  return (draft.file as F | null) ?? undefined;
};

export type Entry<F> = [name: string, value: string | F];

/** The multipart entries of POST rest/v2/customcontents, languages in the console's order. */
export const createEntries = <F extends FileLike>(values: ContentFormValues): Entry<F>[] => {
  const entries: Entry<F>[] = [
    ['name', values.name.trim()],
    ['type', values.type],
    ['defaultLanguage', values.defaultLanguage],
  ];
  if (values.icon) entries.push(['icon', values.icon as F]);
  for (const lang of CONTENT_LANGUAGES) {
    const draft = values.languages[lang];
    const resource = draft?.enabled ? resourceOf<F>(values.type, draft) : undefined;
    if (!draft?.enabled || resource === undefined) continue;
    entries.push(['languages[]', lang], ['labels[]', draft.label.trim()], ['resources[]', resource]);
  }
  return entries;
};

/**
 * The multipart entries of the legacy PUT /customcontent (000 §7): the whole item in one call, every language
 * the form keeps, an empty resource where the stored one stays (a file not chosen again).
 */
export const replaceEntries = <F extends FileLike>(
  values: ContentFormValues,
  stored: ContentItem,
): Entry<F>[] => {
  const entries: Entry<F>[] = [
    ['name', values.name.trim()],
    ['defaultLanguage', values.defaultLanguage],
  ];
  if (values.icon) entries.push(['icon', values.icon as F]);
  else if (!values.iconUrl && stored.iconUrl) entries.push(['icon', '']);
  for (const lang of CONTENT_LANGUAGES) {
    const draft = values.languages[lang];
    if (!draft?.enabled) continue;
    const resource = resourceOf<F>(stored.type, draft) ?? '';
    entries.push(['languages[]', lang], ['labels[]', draft.label.trim()], ['resources[]', resource]);
  }
  return entries;
};

/** URLs the backend should check (validateURL, type URL for websites and links, VID for videos). */
export const urlsToCheck = (values: ContentFormValues, stored?: ContentItem) =>
  CONTENT_LANGUAGES.flatMap((lang) => {
    const draft = values.languages[lang];
    if (!draft?.enabled || sourceOf(values.type, draft) !== 'url') return [];
    const url = draft.url.trim();
    if (stored?.resources[lang]?.resourceUrl === url) return [];
    return [{ lang, url, type: values.type === 'VID' ? ('VID' as const) : ('URL' as const) }];
  });
