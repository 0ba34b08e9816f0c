import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useResourcePaths } from '../../components/resourcePaths';
import { useConfirm } from '../../components/useConfirm';
import type { AppDataProvider } from '../../dataProvider';
import type { ContentItem } from '../../domain/content/contentModel';

/**
 * Deletes the item and the rules that show it, after a confirm that says how many rules go with it. When the
 * rules cannot be counted nothing is asked or deleted. The item goes first, so a failure never leaves an item
 * without the rules it had; its rules are then deleted whatever the count, so a rule added meanwhile goes too.
 */
export const ContentDeleteButton = () => {
  const item = useRecordContext<ContentItem>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const confirm = useConfirm();
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paths = useResourcePaths();
  if (!item) return null;
  const onClick = async () => {
    let count: number;
    try {
      count = (await dataProvider.contentRulesOf(item.id)).length;
    } catch {
      notify('dm.content.delete.count_failed', { type: 'error' });
      return;
    }
    const accepted = await confirm({
      type: 'delete',
      title: translate('dm.content.delete.title', { name: item.name }),
      message: count > 0 ? 'dm.content.delete.message' : 'dm.content.delete.message_none',
      messageArgs: { smart_count: count, name: item.name },
      action: async () => {
        await dataProvider.delete('contentItems', { id: item.id, previousData: item });
        count = Math.max(count, await dataProvider.deleteContentRules(item.id));
      },
    });
    if (!accepted) return;
    // Marked stale without reading again now: the deleted item's own page is still open until we leave it.
    await dataProvider.invalidateLists();
    await queryClient.invalidateQueries({ queryKey: ['contentItems'], refetchType: 'none' });
    await queryClient.invalidateQueries({ queryKey: ['contentRules'], refetchType: 'none' });
    navigate(paths.list);
    notify(count > 0 ? 'dm.content.delete.done' : 'dm.content.delete.done_none', {
      type: 'info',
      messageArgs: { smart_count: count },
    });
  };
  return (
    <Button label="ra.action.delete" color="error" onClick={() => void onClick()}>
      <DeleteIcon />
    </Button>
  );
};
