import { LookCreate } from '../looks/LookCreate';
import { ThemeForm } from './ThemeForm';

/** /kiosk/themes/create?type=RD|FD|FBD */
export const ThemeCreate = () => <LookCreate resource="themes" form={ThemeForm} />;
