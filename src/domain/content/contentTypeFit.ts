import type { ContentType } from './contentModel';

/**
 * What the content-type header of a content URL says about it (000 §7 "a HEAD request to a content URL reads
 * its content-type"): whether it fits the item's type. Servers that do not say (no header, or a generic
 * application/octet-stream) leave it unknown; the console then only shows what it could read.
 */
export type TypeFit = 'fits' | 'mismatch' | 'unknown';

/** The media type of a content-type header, lower case, without parameters: 'video/mp4; codecs=x' → 'video/mp4'. */
export const mediaTypeOf = (header: string | null | undefined): string | null => {
  const media = (header ?? '').split(';')[0].trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(media) ? media : null;
};

const DOCUMENT =
  /^(application\/(pdf|msword|rtf|vnd\.ms-[\w.+-]+|vnd\.openxmlformats-officedocument\.[\w.+-]+|vnd\.oasis\.opendocument\.[\w.+-]+)|text\/plain)$/;
const STREAM = /^application\/(vnd\.apple\.mpegurl|x-mpegurl|dash\+xml)$/;

const FITS: Readonly<Record<ContentType, (media: string) => boolean>> = {
  URL: (media) => media === 'text/html' || media === 'application/xhtml+xml',
  DOC: (media) => DOCUMENT.test(media),
  VID: (media) => media.startsWith('video/') || STREAM.test(media),
  IMG: (media) => media.startsWith('image/'),
  HTML: () => true,
};

export const contentTypeFit = (type: ContentType, header: string | null | undefined): TypeFit => {
  const media = mediaTypeOf(header);
  if (media === null || media === 'application/octet-stream') return 'unknown';
  return FITS[type](media) ? 'fits' : 'mismatch';
};
