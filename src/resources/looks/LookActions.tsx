import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { EditButton, ShowButton, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { LinkButton } from './LinkButton';
import { LookDeleteButton } from './LookDeleteButton';
import { typeQuery, type LookResource } from '../../domain/looks/lookTypes';

interface LookActionsProps {
  resource: LookResource;
  /** The page the actions sit on: a show page links to edit (and deletes), an edit page links to show. */
  page: 'show' | 'edit' | 'create';
}

/** The buttons above a show, edit or create page; react-admin's links stay inside the area that serves them. */
export const LookActions = ({ resource, page }: LookActionsProps) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const back = `${createPath({ resource, type: 'list' })}${typeQuery(record?.type)}`;
  return (
    <TopToolbar>
      <LinkButton to={back} label="dm.common.back_to_list" icon={<ArrowBackIcon />} />
      {record && page === 'edit' && <ShowButton icon={<VisibilityIcon />} />}
      {record && page === 'show' && <EditButton icon={<EditIcon />} />}
      {page === 'show' && <LookDeleteButton resource={resource} />}
    </TopToolbar>
  );
};
