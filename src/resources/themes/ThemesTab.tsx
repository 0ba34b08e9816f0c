import { LookCreate } from '../looks/LookCreate';
import { LookEdit } from '../looks/LookEdit';
import { LookRoutes } from '../looks/LookRoutes';
import { ThemeForm } from './ThemeForm';
import { ThemeList } from './ThemeList';
import { THEME_FIELDS, THEME_RULES } from './themeModel';
import { ThemeShow } from './ThemeShow';

/** The Themes tab of the kiosk area, mounted at /kiosk/themes/*: list by display type, create, edit, show. */
export const ThemesTab = () => (
  <LookRoutes
    resource="themes"
    list={<ThemeList />}
    create={<LookCreate resource="themes" form={ThemeForm} />}
    edit={<LookEdit resource="themes" form={ThemeForm} fields={THEME_FIELDS} rules={THEME_RULES} />}
    show={<ThemeShow />}
  />
);
