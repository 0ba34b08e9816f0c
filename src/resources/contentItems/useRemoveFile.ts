import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { REMOVE_LABELS } from '../../components/confirmTypes';
import { useConfirm } from '../../components/useConfirm';
import type { AppDataProvider } from '../../dataProvider';
import type { ContentItem } from '../../domain/content/contentModel';
import type { LibraryFile } from '../../domain/content/libraryFiles';

/**
 * Removes one stored file after a confirm that names the rules showing the item (they show nothing in that
 * language until a file is uploaded again). The item then names no file for that language. When the rules cannot be read nothing is asked or removed.
 */
export const useRemoveFile = (item: ContentItem, file: LibraryFile, onRemoved: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const confirm = useConfirm();
  const notify = useNotify();
  const translate = useTranslate();
  return async () => {
    const fileName = file.fileName;
    if (!fileName) return;
    let rules: string[];
    try {
      rules = (await dataProvider.contentRulesOf(item.id)).map((rule) => rule.name);
    } catch {
      notify('dm.content.files.rules_failed', { type: 'error' });
      return;
    }
    const accepted = await confirm({
      type: 'delete',
      accept: REMOVE_LABELS,
      title: translate('dm.content.files.remove_title', { name: file.shownName ?? fileName }),
      message: rules.length > 0 ? 'dm.content.files.remove_message' : 'dm.content.delete.message_none',
      messageArgs: { smart_count: rules.length, rules: rules.join(', ') },
      action: () => dataProvider.removeContentFile(fileName),
    });
    if (!accepted) return;
    onRemoved();
    notify('dm.content.files.removed', { type: 'info', messageArgs: { name: file.shownName ?? fileName } });
  };
};
