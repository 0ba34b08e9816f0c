import { extensionOf } from './contentModel';
import { mediaTypeOf } from './contentTypeFit';

/** The usual extension of the media types the library takes as files. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * The name a file fetched from `url` gets in the library: the last segment of the address, kept to plain
 * characters, with the extension its content type implies when the address has none.
 */
export const downloadedFileName = (url: string, contentType: string | null): string => {
  let segment: string;
  try {
    segment = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    segment = '';
  }
  const base =
    segment
      .replace(/[^\p{L}\p{N}._-]+/gu, '_')
      .replace(/^[._]+/, '')
      .slice(0, 100) || 'download';
  const implied = EXTENSIONS[mediaTypeOf(contentType) ?? ''];
  return extensionOf(base) === '' && implied ? `${base}.${implied}` : base;
};
