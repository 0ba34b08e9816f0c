import { LookEdit } from '../looks/LookEdit';
import { ProfileForm } from './ProfileForm';
import { PROFILE_FIELDS, PROFILE_RULES } from '../../domain/looks/profileModel';

/** /kiosk/profiles/:id */
export const ProfileEdit = () => (
  <LookEdit resource="profiles" form={ProfileForm} fields={PROFILE_FIELDS} rules={PROFILE_RULES} />
);
