import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { TopToolbar, useRecordContext } from 'react-admin';
import { LinkButton } from './LinkButton';
import { LookDeleteButton } from './LookDeleteButton';
import type { LookResource } from './lookTypes';
import { lookPaths } from './paths';

interface LookActionsProps {
  resource: LookResource;
  /** The page the actions sit on: a show page links to edit (and deletes), an edit page links to show. */
  page: 'show' | 'edit' | 'create';
}

/** The buttons above a show, edit or create page, with links that stay inside the kiosk tab. */
export const LookActions = ({ resource, page }: LookActionsProps) => {
  const record = useRecordContext();
  const paths = lookPaths(resource);
  const back = paths.list(record?.type);
  return (
    <TopToolbar>
      <LinkButton to={back} label="dm.looks.back_to_list" icon={<ArrowBackIcon />} />
      {record && page === 'edit' && (
        <LinkButton to={paths.show(record.id)} label="ra.action.show" icon={<VisibilityIcon />} />
      )}
      {record && page === 'show' && (
        <LinkButton to={paths.edit(record.id)} label="ra.action.edit" icon={<EditIcon />} />
      )}
      {page === 'show' && <LookDeleteButton resource={resource} />}
    </TopToolbar>
  );
};
