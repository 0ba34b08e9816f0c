import { LookEdit } from '../looks/LookEdit';
import { ThemeForm } from './ThemeForm';
import { THEME_FIELDS, THEME_RULES } from '../../domain/looks/themeModel';

/** /kiosk/themes/:id */
export const ThemeEdit = () => (
  <LookEdit resource="themes" form={ThemeForm} fields={THEME_FIELDS} rules={THEME_RULES} />
);
