import { ROUTES } from '../../authProvider/guards';
import { AreaPage, type AreaDefinition } from '../../layout/AreaPage';
import { lazyNamed } from '../../layout/lazyNamed';

const QbicPage = lazyNamed(() => import('../qbic/QbicPage'), 'QbicPage');
const DevicesTab = lazyNamed(() => import('../../resources/devices/DevicesTab'), 'DevicesTab');
const ProfilesTab = lazyNamed(() => import('../../resources/profiles/ProfilesTab'), 'ProfilesTab');
const ThemesTab = lazyNamed(() => import('../../resources/themes/ThemesTab'), 'ThemesTab');
const KioskSettingsDialog = lazyNamed(() => import('../settings/KioskSettingsDialog'), 'KioskSettingsDialog');

/** Loads the tab /kiosk opens, ahead of the first visit. */
export const preloadDefaultTab = (): Promise<unknown> => DevicesTab.preload();

/**
 * The kiosk area (001 §2 Tabs): QBIC devices, devices, profiles and themes (these two with their own list,
 * create and edit pages), plus the Settings dialog. /kiosk opens Devices.
 */
export const KIOSK_AREA: AreaDefinition = {
  base: ROUTES.kiosk,
  label: 'dm.menu.kiosk',
  defaultTab: 'devices',
  settingsDialog: KioskSettingsDialog,
  tabs: [
    { path: 'qbic', label: 'dm.menu.qbic', element: <QbicPage /> },
    { path: 'devices', label: 'dm.menu.devices', element: <DevicesTab /> },
    { path: 'profiles', label: 'dm.menu.profiles', element: <ProfilesTab />, nested: true },
    { path: 'themes', label: 'dm.menu.themes', element: <ThemesTab />, nested: true },
  ],
};

export const KioskPage = () => <AreaPage {...KIOSK_AREA} />;
