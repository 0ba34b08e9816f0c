import { LookCreate } from '../looks/LookCreate';
import { ProfileForm } from './ProfileForm';

/** /kiosk/profiles/create?type=RD|FD|FBD */
export const ProfileCreate = () => <LookCreate resource="profiles" form={ProfileForm} />;
