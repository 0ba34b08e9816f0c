import { LookCreate } from '../looks/LookCreate';
import { LookEdit } from '../looks/LookEdit';
import { LookRoutes } from '../looks/LookRoutes';
import { ProfileForm } from './ProfileForm';
import { ProfileList } from './ProfileList';
import { PROFILE_FIELDS, PROFILE_RULES } from './profileModel';
import { ProfileShow } from './ProfileShow';

/** The Profiles tab of the kiosk area, mounted at /kiosk/profiles/*: list by display type, create, edit, show. */
export const ProfilesTab = () => (
  <LookRoutes
    resource="profiles"
    list={<ProfileList />}
    create={<LookCreate resource="profiles" form={ProfileForm} />}
    edit={<LookEdit resource="profiles" form={ProfileForm} fields={PROFILE_FIELDS} rules={PROFILE_RULES} />}
    show={<ProfileShow />}
  />
);
