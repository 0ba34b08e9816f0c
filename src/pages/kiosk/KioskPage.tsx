import { ROUTES } from '../../authProvider/guards';
import { AreaPage, type AreaTabPage } from '../../layout/AreaPage';
import { lazyNamed } from '../../layout/lazyNamed';

const QbicPage = lazyNamed(() => import('../qbic/QbicPage'), 'QbicPage');
const DevicesTab = lazyNamed(() => import('../../resources/devices/DevicesTab'), 'DevicesTab');
const ProfilesTab = lazyNamed(() => import('../../resources/profiles/ProfilesTab'), 'ProfilesTab');
const ThemesTab = lazyNamed(() => import('../../resources/themes/ThemesTab'), 'ThemesTab');
const KioskSettingsDialog = lazyNamed(() => import('../settings/KioskSettingsDialog'), 'KioskSettingsDialog');

/** Loads the tab /kiosk opens, ahead of the first visit. */
export const preloadDefaultTab = (): Promise<unknown> => DevicesTab.preload();

/** The kiosk tabs (001 §2 Tabs), in order; profiles and themes have their own list, create and edit pages. */
export const KIOSK_TABS: readonly AreaTabPage[] = [
  { path: 'qbic', label: 'dm.menu.qbic', element: <QbicPage /> },
  { path: 'devices', label: 'dm.menu.devices', element: <DevicesTab /> },
  { path: 'profiles', label: 'dm.menu.profiles', element: <ProfilesTab />, nested: true },
  { path: 'themes', label: 'dm.menu.themes', element: <ThemesTab />, nested: true },
];

/** The kiosk area: QBIC devices, devices, profiles and themes, plus the Settings dialog. /kiosk opens Devices. */
export const KioskPage = () => (
  <AreaPage
    base={ROUTES.kiosk}
    tabs={KIOSK_TABS}
    defaultTab="devices"
    label="dm.menu.kiosk"
    settingsDialog={KioskSettingsDialog}
  />
);
