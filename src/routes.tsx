import { ROUTES } from './domain/addresses';
import { ownedArea, pageTab, resourceTab, tabArea, type AreaRoute } from './layout/areas';
import {
  KioskSettingsDialog,
  QbicPage,
  WorkplaceFeaturesPage,
  WorkplacePage,
  WorkplaceSettingsDialog,
  WorkplaceThemePage,
} from './pages/lazyPages';
import activity from './resources/activity';
import contentItems from './resources/contentItems';
import contentRules from './resources/contentRules';
import devices from './resources/devices';
import profiles from './resources/profiles';
import themes from './resources/themes';

/**
 * The areas of the shell (001 §2 Routes and Tabs) and what serves each address in them. Every resource is served
 * here, once, from its folder's module (`src/resources/<name>/index.ts`), and App.tsx registers it with
 * react-admin from the same line. A tab area's own address opens its default tab; the Settings tab opens the
 * area's dialog. A resource tab serves its list at /<area>/<name>, create at /<area>/<name>/create, edit at
 * /<area>/<name>/:id, show at /<area>/<name>/:id/show and its own pages at /<area>/<name>/<path>; an area one
 * resource owns serves the same pages below the area's own address (/contentlibrary, /contentlibrary/create).
 * An area's frame holds what its tabs share (the workplace editor with its bottom sheet and leave guard).
 * Every other address in an area leads to /pagenotfound.
 */
export const AREAS: readonly AreaRoute[] = [
  tabArea({
    area: 'kiosk',
    base: ROUTES.kiosk,
    label: 'dm.menu.kiosk',
    defaultTab: 'devices',
    settingsDialog: KioskSettingsDialog,
    tabs: [
      pageTab('qbic', 'dm.menu.qbic', QbicPage),
      resourceTab('devices', devices, 'dm.menu.devices'),
      resourceTab('profiles', profiles, 'dm.menu.profiles'),
      resourceTab('themes', themes, 'dm.menu.themes'),
    ],
  }),
  tabArea({
    area: 'workplace',
    base: ROUTES.workplace,
    label: 'dm.menu.workplace',
    defaultTab: 'features',
    settingsDialog: WorkplaceSettingsDialog,
    frame: WorkplacePage,
    tabs: [
      pageTab('features', 'dm.menu.features', WorkplaceFeaturesPage),
      pageTab('theme', 'dm.menu.theme', WorkplaceThemePage),
    ],
  }),
  ownedArea('contentadmin', ROUTES.contentAdmin, 'contentRules', contentRules),
  ownedArea('contentlibrary', ROUTES.contentLibrary, 'contentItems', contentItems, 'dm.content.library'),
  ownedArea('activity', ROUTES.activity, 'activity', activity),
];
