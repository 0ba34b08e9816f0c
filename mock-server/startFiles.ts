import type { Store } from './db/store';
import { writeFileDurably } from './durable';
import { sweepFiles } from './fileSweep';
import type { MockLogger } from './logger';
import { contentRootOf, namedContentFiles } from './routes/content/storage';
import { mediaFiles, mediaRootOf } from './routes/workplaceMediaFiles';

/**
 * The stored files at a start, before the first request: logos a data file still holds inside its records move to
 * files (and get their file name as id), then what a crash left (files no record names, cut-off uploads) goes; after a reset that is everything.
 */
export async function prepareStoredFiles(store: Store, logger: MockLogger): Promise<void> {
  const logos = mediaFiles(store.file);
  const inRecords = store.data.workplaceMedia.filter(
    (media) => typeof media.data === 'string' || typeof media.id !== 'string',
  );
  for (const media of inRecords) {
    media.id = media.fileName;
    if (typeof media.data !== 'string') continue;
    await writeFileDurably(
      logos.pathOf(media.tenantId, media.fileName),
      Buffer.from(media.data ?? '', 'base64'),
    );
    delete media.data;
  }
  if (inRecords.length > 0) {
    store.changed('workplaceMedia');
    await store.durable();
  }
  const contentKept = namedContentFiles(store.data.contentItems);
  const mediaKept = new Set(store.data.workplaceMedia.map((media) => `${media.tenantId}/${media.fileName}`));
  const swept =
    (await sweepFiles(contentRootOf(store.file), contentKept)) +
    (await sweepFiles(mediaRootOf(store.file), mediaKept));
  if (swept > 0)
    logger.info(`Removed ${swept} stored files that no record names (left by a crash or a reset)`);
}
