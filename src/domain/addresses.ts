/**
 * Every address of the console (001 §2 Routes and Tabs). Which module serves each one: src/App.tsx and
 * src/routes.tsx.
 */
export const ROUTES = {
  login: '/login',
  noSso: '/no-sso',
  kiosk: '/kiosk',
  kioskQbic: '/kiosk/qbic',
  kioskDevices: '/kiosk/devices',
  kioskProfiles: '/kiosk/profiles',
  kioskThemes: '/kiosk/themes',
  workplace: '/workplace',
  workplaceFeatures: '/workplace/features',
  workplaceTheme: '/workplace/theme',
  contentAdmin: '/contentadmin',
  contentLibrary: '/contentlibrary',
  activity: '/activity',
  unauthorized: '/unauthorized',
  notFound: '/pagenotfound',
} as const;
