import type { LanguageCode as UiLanguage } from '../../contract/languages';
import { languagesOf, takesFile, type ContentItem } from './contentModel';
import { openingOf } from './libraryFiles';

/**
 * What a rule's content shows in one language, for the content admin's preview (who may read the library but not
 * open its pages): the HTML text, the address it links to, or the stored file.
 */
export type ContentPreview =
  | { kind: 'html'; label: string; html: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'file'; label: string; fileName: string; shownName: string }
  | { kind: 'none'; label: string };

/** The languages to preview an item in, the default first, and the one shown first. */
export const previewLanguages = (
  item: Pick<ContentItem, 'resources' | 'defaultLanguage'>,
): { languages: UiLanguage[]; first: UiLanguage } => ({
  languages: languagesOf(item),
  first: item.defaultLanguage,
});

/** What the item shows in `lang` (the default language's resource where `lang` has none). */
export const previewOf = (item: ContentItem, lang: UiLanguage): ContentPreview => {
  const resource = item.resources[lang] ?? item.resources[item.defaultLanguage];
  const label = resource?.label || item.name;
  if (!resource) return { kind: 'none', label };
  if (item.type === 'HTML')
    return resource.html ? { kind: 'html', label, html: resource.html } : { kind: 'none', label };
  if (takesFile(item.type) && resource.fileName)
    return {
      kind: 'file',
      label,
      fileName: resource.fileName,
      shownName: resource.originalName || resource.fileName,
    };
  return resource.resourceUrl ? { kind: 'link', label, url: resource.resourceUrl } : { kind: 'none', label };
};

/**
 * How the preview shows a fetched file of this media type: a picture or a video in the dialog (neither runs
 * script), anything else offered for download.
 */
export const fileShownAs = (mediaType: string): 'picture' | 'video' | 'download' => {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (openingOf(type) === 'inline') return 'picture';
  return type.startsWith('video/') ? 'video' : 'download';
};
