import { SaveButton, Toolbar } from 'react-admin';
import { LookDeleteButton } from './LookDeleteButton';
import type { LookResource } from '../../domain/looks/lookTypes';

/** Save, and on an edit page Delete (refused while devices use the record). */
export const LookToolbar = ({ resource, canDelete }: { resource: LookResource; canDelete: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {canDelete && <LookDeleteButton resource={resource} />}
  </Toolbar>
);
