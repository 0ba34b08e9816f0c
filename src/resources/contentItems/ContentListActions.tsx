import AddIcon from '@mui/icons-material/Add';
import GridViewIcon from '@mui/icons-material/GridView';
import RefreshIcon from '@mui/icons-material/Refresh';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { Button, TopToolbar, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useResourcePaths } from '../../components/resourcePaths';
import type { AppDataProvider } from '../../dataProvider';
import { LinkButton } from '../looks/LinkButton';

export type ContentView = 'grid' | 'list';

/** Grid or list, Refresh (reloads past the 5-minute cache, 000 §4) and Create. */
export const ContentListActions = ({
  view,
  onView,
}: {
  view: ContentView;
  onView(view: ContentView): void;
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const paths = useResourcePaths();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: ContentView | null) => next && onView(next)}
        aria-label={translate('dm.content.view.label')}
      >
        <ToggleButton value="grid" aria-label={translate('dm.content.view.grid')}>
          <Tooltip title={translate('dm.content.view.grid')}>
            <GridViewIcon fontSize="small" />
          </Tooltip>
        </ToggleButton>
        <ToggleButton value="list" aria-label={translate('dm.content.view.list')}>
          <Tooltip title={translate('dm.content.view.list')}>
            <ViewListIcon fontSize="small" />
          </Tooltip>
        </ToggleButton>
      </ToggleButtonGroup>
      <Button
        label="dm.content.refresh"
        onClick={() => void dataProvider.invalidateLists('contentItems').then(refresh)}
      >
        <RefreshIcon />
      </Button>
      <LinkButton to={paths.create} label="ra.action.create" icon={<AddIcon />} />
    </TopToolbar>
  );
};
