import { ACTIVITY_TERMS } from './activityTerms';
import { CONNECTOR_TERMS } from './connectorTerms';
import { DISPLAY_TYPE_TERMS } from './displayTypeTerms';
import { ENGLISH_TERMS } from './englishTerms';
import { EVERYDAY_TERMS } from './everydayTerms';
import type { GlossaryEntry } from './glossaryEntry';
import { SCREEN_TERMS } from './screenTerms';
import { REVIEW_TERMS } from './reviewTerms';
import { WORD_CHOICE_TERMS } from './wordChoiceTerms';

export type { GlossaryEntry } from './glossaryEntry';

/**
 * The texts of signing out. Their words ("Abmelden", "Afmelden", "Log ud", …) belong to the session alone: used
 * anywhere else they would read as removing a device.
 */
export const SIGN_OUT_KEYS: readonly string[] = [
  'ra.auth.logout',
  'dm.shell.profile.sign_out',
  'dm.shell.session.logged_out_title',
  'dm.shell.session.signing_out',
  'dm.shell.login.signed_out_idle',
];

export const GLOSSARY: Readonly<Record<string, GlossaryEntry>> = {
  signOut: {
    meaning: 'End the session of the signed-in person',
    keys: ['dm.shell.profile.sign_out'],
    terms: {
      en: 'Sign out',
      fr: 'Se déconnecter',
      de: 'Abmelden',
      nl: 'Afmelden',
      sv: 'Logga ut',
      da: 'Log ud',
      es: 'Cerrar sesión',
    },
    // Dutch signs out with "Afmelden" only (the glossary's pair with "Aanmelden").
    avoid: { nl: ['Uitloggen', 'uitloggen', 'Uitgelogd', 'uitgelogd', 'Log uit', 'log uit'] },
  },
  unregister: {
    meaning: 'Remove a device from the tenant (the spec\'s "unlink")',
    keys: ['dm.devicesTab.bar.unregister'],
    terms: {
      en: 'Unregister',
      fr: 'Désinscrire',
      de: 'Registrierung aufheben',
      nl: 'Registratie opheffen',
      sv: 'Avregistrera',
      da: 'Afregistrer',
      es: 'Dar de baja',
    },
    avoid: {
      en: ['unlink', 'Unlink', 'Sign out', 'sign out', 'Signed out', 'signed out', 'Logout', 'log out'],
      fr: ['Se déconnecter', 'déconnecter', 'Déconnecté', 'déconnecté'],
      de: ['Abmelden', 'abmelden', 'Abgemeldet', 'abgemeldet', 'Abmeldung', 'abmeldung'],
      nl: ['Afmelden', 'afmelden', 'Afgemeld', 'afgemeld'],
      sv: ['Logga ut', 'logga ut', 'Utloggad', 'utloggad', 'loggades ut'],
      da: ['Log ud', 'log ud', 'Logget ud', 'logget ud'],
      es: ['Cerrar sesión', 'cerrar sesión', 'Cerrando sesión', 'Sesión cerrada', 'cerró su sesión'],
    },
    avoidExcept: SIGN_OUT_KEYS,
  },
  confirmUnregister: {
    meaning: 'The accept button of the unregister confirmation',
    keys: ['dm.shell.confirm.yes_unlink'],
    terms: {
      en: 'Yes, unregister',
      fr: 'Oui, désinscrire',
      de: 'Ja, Registrierung aufheben',
      nl: 'Ja, registratie opheffen',
      sv: 'Ja, avregistrera',
      da: 'Ja, afregistrer',
      es: 'Sí, dar de baja',
    },
  },
  live: {
    meaning: 'A device or player that is connected and working',
    keys: ['dm.devices.status.1', 'dm.qbic.status.live'],
    terms: {
      en: 'Live',
      fr: 'En ligne',
      de: 'Online',
      nl: 'Online',
      sv: 'Online',
      da: 'Online',
      es: 'En línea',
    },
    avoid: { fr: ['Actif'], de: ['Aktiv'], nl: ['Actief'], sv: ['Aktiv'], da: ['Aktiv'], es: ['Activo'] },
  },
  offline: {
    meaning: 'A device or player that cannot be reached',
    keys: ['dm.devices.status.0', 'dm.qbic.status.offline'],
    terms: {
      en: 'Offline',
      fr: 'Hors ligne',
      de: 'Offline',
      nl: 'Offline',
      sv: 'Offline',
      da: 'Offline',
      es: 'Sin conexión',
    },
  },
  locked: {
    meaning: 'A device or player protected by a password the console set',
    keys: ['dm.devices.status.3', 'dm.qbic.status.locked'],
    terms: {
      en: 'Locked',
      fr: 'Verrouillé',
      de: 'Gesperrt',
      nl: 'Vergrendeld',
      sv: 'Låst',
      da: 'Låst',
      es: 'Bloqueado',
    },
  },
  screenshot: {
    meaning: 'A picture of what a device shows',
    keys: ['dm.qbic.players.columns.screenshot'],
    terms: {
      en: 'Screenshot',
      fr: "Capture d'écran",
      de: 'Screenshot',
      nl: 'Schermafbeelding',
      sv: 'Skärmbild',
      da: 'Skærmbillede',
      es: 'Captura de pantalla',
    },
    // "Screenshot" is masculine in German: "ein neuer Screenshot", never "neues" or "das".
    avoid: {
      de: [
        'Bildschirmfoto',
        'Bildschirmfotos',
        'Neues Screenshot',
        'neues Screenshot',
        'Das Screenshot',
        'das Screenshot',
      ],
    },
  },
  workplace: {
    meaning: 'The workplace app, a product name kept in every language',
    keys: ['dm.menu.workplace', 'dm.content.apps.WP', 'dm.content.preference.workplace'],
    terms: {
      en: 'Workplace',
      fr: 'Workplace',
      de: 'Workplace',
      nl: 'Workplace',
      sv: 'Workplace',
      da: 'Workplace',
      es: 'Workplace',
    },
    avoid: {
      fr: ['Espace de travail'],
      de: ['Arbeitsplatz'],
      nl: ['Werkplek'],
      sv: ['Arbetsplats'],
      da: ['Arbejdsplads'],
      es: ['Puesto de trabajo'],
    },
  },
  missingValue: {
    // The same dash as components/missingValue.ts (MISSING), which screens use without a translation.
    meaning: 'The mark of a value that is not there (the spec\'s "NA"), the same in every language',
    keys: ['dm.common.na'],
    terms: { en: '—', fr: '—', de: '—', nl: '—', sv: '—', da: '—', es: '—' },
  },
  offlineOrRestarting: {
    meaning:
      'A player that does not answer: switched off, off the network or restarting (not a refused password)',
    keys: ['dm.qbicConfig.steps.offline', 'dm.qbic.offline.title'],
    terms: {
      en: 'Offline or restarting',
      fr: 'Hors ligne ou en redémarrage',
      de: 'Offline oder startet neu',
      nl: 'Offline of wordt herstart',
      sv: 'Offline eller startar om',
      da: 'Offline eller genstarter',
      es: 'Sin conexión o reiniciando',
    },
  },
  ...DISPLAY_TYPE_TERMS,
  ...SCREEN_TERMS,
  ...EVERYDAY_TERMS,
  ...WORD_CHOICE_TERMS,
  ...REVIEW_TERMS,
  ...ENGLISH_TERMS,
  ...ACTIVITY_TERMS,
  ...CONNECTOR_TERMS,
};
