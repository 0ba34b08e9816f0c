import { Avatar } from '@mui/material';
import type { ContentItem } from '../../domain/content/contentModel';
import { ContentTypeIcon } from './ContentTypeIcon';

/** The item's icon image, or its type's symbol when it has none. */
export const ContentIcon = ({
  item,
  size = 40,
}: {
  item: Pick<ContentItem, 'iconUrl' | 'type'>;
  size?: number;
}) => (
  <Avatar
    variant="rounded"
    src={item.iconUrl ?? undefined}
    alt=""
    sx={{ width: size, height: size, bgcolor: 'action.selected', color: 'text.secondary' }}
  >
    <ContentTypeIcon type={item.type} fontSize="small" />
  </Avatar>
);
