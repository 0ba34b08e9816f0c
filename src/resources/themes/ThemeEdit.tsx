import { LookEdit } from '../looks/LookEdit';
import { DeviceThemeForm } from './DeviceThemeForm';
import { THEME_FIELDS, THEME_RULES } from '../../domain/looks/themeModel';

/** /kiosk/themes/:id */
export const ThemeEdit = () => (
  <LookEdit resource="themes" form={DeviceThemeForm} fields={THEME_FIELDS} rules={THEME_RULES} />
);
