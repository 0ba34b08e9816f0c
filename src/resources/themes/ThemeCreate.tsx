import { LookCreate } from '../looks/LookCreate';
import { DeviceThemeForm } from './DeviceThemeForm';

/** /kiosk/themes/create?type=RD|FD|FBD */
export const ThemeCreate = () => <LookCreate resource="themes" form={DeviceThemeForm} />;
