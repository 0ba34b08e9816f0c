import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '../../authProvider/guards';
import { AreaPage } from '../../layout/AreaPage';
import type { AreaTab } from '../../layout/AreaTabs';

const QbicPage = lazy(() => import('../qbic/QbicPage').then((module) => ({ default: module.QbicPage })));
const DevicesTab = lazy(() =>
  import('../../resources/devices/DevicesTab').then((module) => ({ default: module.DevicesTab })),
);
const ProfilesTab = lazy(() =>
  import('../../resources/profiles/ProfilesTab').then((module) => ({ default: module.ProfilesTab })),
);
const ThemesTab = lazy(() =>
  import('../../resources/themes/ThemesTab').then((module) => ({ default: module.ThemesTab })),
);
const KioskSettingsDialog = lazy(() =>
  import('../settings/KioskSettingsDialog').then((module) => ({ default: module.KioskSettingsDialog })),
);

/** The kiosk tabs (001 §2 Tabs), in order. */
export const KIOSK_TABS: readonly AreaTab[] = [
  { path: 'qbic', label: 'dm.menu.qbic' },
  { path: 'devices', label: 'dm.menu.devices' },
  { path: 'profiles', label: 'dm.menu.profiles' },
  { path: 'themes', label: 'dm.menu.themes' },
];

/** The kiosk area: QBIC devices, devices, profiles and themes, plus the Settings dialog. /kiosk opens Devices. */
export const KioskPage = () => (
  <AreaPage base={ROUTES.kiosk} tabs={KIOSK_TABS} label="dm.menu.kiosk" settingsDialog={KioskSettingsDialog}>
    <Routes>
      <Route index element={<Navigate to="devices" replace />} />
      <Route path="qbic" element={<QbicPage />} />
      <Route path="devices" element={<DevicesTab />} />
      <Route path="profiles/*" element={<ProfilesTab />} />
      <Route path="themes/*" element={<ThemesTab />} />
      <Route path="*" element={<Navigate to={ROUTES.notFound} replace />} />
    </Routes>
  </AreaPage>
);
