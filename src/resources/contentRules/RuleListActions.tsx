import PreviewIcon from '@mui/icons-material/Preview';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, TopToolbar, useDataProvider, useRefresh } from 'react-admin';
import { useResourcePaths } from '../../components/resourcePaths';
import type { AppDataProvider } from '../../dataProvider';
import { LinkButton } from '../looks/LinkButton';
import { FilterPopupButton } from './FilterPopupButton';
import { NewRuleButton } from './NewRuleButton';

/** Filter popup, "what will this screen show", Refresh past the 5-minute cache, Create. */
export const RuleListActions = () => {
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const paths = useResourcePaths();
  return (
    <TopToolbar>
      <FilterPopupButton />
      <LinkButton to={paths.page('preview')} label="dm.content.preview.open" icon={<PreviewIcon />} />
      <Button
        label="dm.content.refresh"
        onClick={() =>
          void Promise.all([
            dataProvider.invalidateLists('contentRules'),
            dataProvider.invalidateLists('contentItems'),
          ]).then(refresh)
        }
      >
        <RefreshIcon />
      </Button>
      <NewRuleButton />
    </TopToolbar>
  );
};
