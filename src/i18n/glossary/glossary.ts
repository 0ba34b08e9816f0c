import type { UiLanguage } from '../../config';

/**
 * The product's own words, one per meaning and language (docs/glossary.md explains them). Every message key
 * named here must read exactly the term, and the words under `avoid` must not appear anywhere in that
 * language's texts, so that a tab cannot drift into a synonym.
 */
export interface GlossaryEntry {
  /** What the word means, in English. */
  meaning: string;
  /** Message keys that are this word alone. */
  keys: readonly string[];
  /** Message keys whose text holds this word among others (case aside), as "Kiosk (floor display)". */
  within?: readonly string[];
  terms: Readonly<Record<UiLanguage, string>>;
  /** Synonyms or traps that must not be used for this meaning, in any text of the language. */
  avoid?: Readonly<Partial<Record<UiLanguage, readonly string[]>>>;
  /** Message keys where the avoided words are right after all, because they say another meaning. */
  avoidExcept?: readonly string[];
}

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
    keys: ['dm.confirm.yes_unlink', 'dm.shell.confirm.yes_unlink'],
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
      nl: 'Offline of start opnieuw op',
      sv: 'Offline eller startar om',
      da: 'Offline eller genstarter',
      es: 'Sin conexión o reiniciando',
    },
  },
  roomDisplay: {
    meaning: 'The display type RD, on the Devices tab, in profiles, themes and content rules',
    keys: ['dm.devices.type.RD', 'dm.content.apps.RD'],
    terms: {
      en: 'Room display',
      fr: 'Écran de salle',
      de: 'Raumdisplay',
      nl: 'Ruimtedisplay',
      sv: 'Rumsskärm',
      da: 'Lokaleskærm',
      es: 'Pantalla de sala',
    },
    avoid: { de: ['Raumanzeige', 'Raumanzeigen'], nl: ['Ruimtescherm', 'ruimtescherm', 'Ruimteschermen'] },
  },
  floorDisplay: {
    meaning: 'The display type FD (the kiosk app of content rules runs on it)',
    keys: ['dm.devices.type.FD', 'dm.devicesTab.selectType.floor'],
    within: ['dm.content.apps.FD'],
    terms: {
      en: 'Floor display',
      fr: "Écran d'étage",
      de: 'Etagendisplay',
      nl: 'Verdiepingsdisplay',
      sv: 'Våningsskärm',
      da: 'Etageskærm',
      es: 'Pantalla de planta',
    },
    avoid: {
      fr: ['Écran d’étage', 'écran d’étage', 'Écrans d’étage', 'écrans d’étage'],
      de: ['Etagenanzeige', 'Etagenanzeigen'],
      nl: ['Verdiepingsscherm', 'verdiepingsscherm', 'Verdiepingsschermen'],
    },
  },
  feedbackDisplay: {
    meaning: 'The display type FBD (FED in content rules)',
    keys: ['dm.devices.type.FBD', 'dm.content.apps.FED'],
    terms: {
      en: 'Feedback display',
      fr: "Écran d'avis",
      de: 'Feedback-Display',
      nl: 'Feedbackdisplay',
      sv: 'Feedbackskärm',
      da: 'Feedbackskærm',
      es: 'Pantalla de opiniones',
    },
    avoid: {
      fr: ['Écran d’avis', 'écran d’avis', 'Écrans d’avis'],
      de: ['Feedbackanzeige', 'Feedbackdisplay', 'Feedbackdisplays'],
      nl: ['Feedbackscherm', 'feedbackscherm'],
      es: ['Pantalla de opinión', 'pantalla de opinión', 'Pantallas de opinión'],
    },
  },
  serviceDisplay: {
    meaning: 'The display type SD',
    keys: ['dm.devices.type.SD', 'dm.content.apps.SD'],
    terms: {
      en: 'Service display',
      fr: 'Écran de service',
      de: 'Servicedisplay',
      nl: 'Servicedisplay',
      sv: 'Serviceskärm',
      da: 'Serviceskærm',
      es: 'Pantalla de servicio',
    },
    avoid: { de: ['Serviceanzeige'], nl: ['Servicescherm'] },
  },
  deskDisplay: {
    meaning: 'The display type DD',
    keys: ['dm.devices.type.DD', 'dm.content.apps.DD'],
    terms: {
      en: 'Desk display',
      fr: 'Écran de poste de travail',
      de: 'Schreibtischdisplay',
      nl: 'Bureaudisplay',
      sv: 'Skrivbordsskärm',
      da: 'Skrivebordsskærm',
      es: 'Pantalla de escritorio',
    },
    avoid: { fr: ['Écran de bureau', 'écran de bureau'], de: ['Schreibtischanzeige'], nl: ['Bureauscherm'] },
  },
  displayType: {
    // The bulk error list keeps the spec's own label "Display Type" (000 §5) among its missing fields.
    meaning: 'Which of the display types a device, profile or theme is',
    keys: [
      'resources.devices.fields.type',
      'resources.profiles.fields.type',
      'resources.themes.fields.type',
      'dm.looks.display_type',
      'dm.bulk.sheet.columns.displayType',
    ],
    terms: {
      en: 'Display type',
      fr: "Type d'écran",
      de: 'Displaytyp',
      nl: 'Type display',
      sv: 'Skärmtyp',
      da: 'Skærmtype',
      es: 'Tipo de pantalla',
    },
    avoid: { fr: ['Type d’écran', 'type d’écran'], de: ['Anzeigeart'], nl: ['Schermtype', 'schermtype'] },
  },
  lastChanged: {
    meaning: 'When a record was last saved, a column and a detail of every list that shows it',
    keys: [
      'resources.profiles.fields.modifiedDate',
      'resources.themes.fields.modifiedDate',
      'resources.contentItems.fields.modifiedDate',
      'resources.contentRules.fields.modifiedDate',
    ],
    terms: {
      en: 'Last changed',
      fr: 'Dernière modification',
      de: 'Zuletzt geändert',
      nl: 'Laatst gewijzigd',
      sv: 'Senast ändrad',
      da: 'Senest ændret',
      es: 'Último cambio',
    },
    avoid: { en: ['Last change'], de: ['Letzte Änderung'], nl: ['Laatste wijziging'] },
  },
  ruleWhen: {
    meaning: 'The moment a content rule shows its content, in the rule and in the screen preview',
    keys: ['resources.contentRules.fields.when', 'dm.content.preview.when'],
    terms: { en: 'When', fr: 'Quand', de: 'Wann', nl: 'Wanneer', sv: 'När', da: 'Hvornår', es: 'Cuándo' },
    avoid: {
      en: ['Moment'],
      fr: ['Moment'],
      de: ['Zeitpunkt'],
      nl: ['Moment'],
      sv: ['Tidpunkt'],
      da: ['Tidspunkt'],
      es: ['Momento'],
    },
  },
  screenPreview: {
    meaning: 'The page that shows what a screen shows, and the button that opens it',
    keys: ['dm.content.preview.open', 'dm.content.preview.title'],
    terms: {
      en: 'What will this screen show?',
      fr: 'Que montrera cet écran ?',
      de: 'Was zeigt dieser Bildschirm?',
      nl: 'Wat toont dit scherm?',
      sv: 'Vad visar den här skärmen?',
      da: 'Hvad viser denne skærm?',
      es: '¿Qué mostrará esta pantalla?',
    },
  },
  email: {
    meaning: 'Electronic mail, in any text',
    keys: [],
    terms: {
      en: 'email',
      fr: 'e-mail',
      de: 'E-Mail',
      nl: 'e-mail',
      sv: 'e-post',
      da: 'e-mail',
      es: 'correo',
    },
    avoid: {
      en: ['e-mail', 'E-mail', 'E-Mail'],
      fr: ['email', 'Email', 'courriel', 'Courriel'],
      de: ['Email', 'email', 'E-mail', 'e-mail'],
      nl: ['email', 'Email'],
      sv: ['e-mail', 'E-mail', 'mejl'],
      da: ['email', 'Email'],
      es: ['email', 'Email', 'e-mail'],
    },
  },
  userId: {
    meaning:
      'The identifier of a user or an organization, "ID" in capitals in every language that abbreviates it',
    keys: [],
    terms: {
      en: 'user ID',
      fr: 'identifiant',
      de: 'Benutzer-ID',
      nl: 'gebruikers-ID',
      sv: 'användar-ID',
      da: 'bruger-ID',
      es: 'ID de usuario',
    },
    avoid: {
      en: ['user id', 'user ids', 'User id', 'organization id'],
      de: ['Benutzer-Id', 'Benutzerid'],
      nl: ['gebruikers-id', 'organisatie-id'],
      sv: ['användar-id', 'organisationens id'],
      da: ['bruger-id', 'Bruger-id', 'Enheds-id', 'Organisations-id', 'organisationens id'],
      es: ['id de usuario', 'los id', 'el id'],
    },
  },
  createProfile: {
    meaning: 'The title of the page that creates a profile, in sentence case like every title',
    keys: ['dm.looks.create_title.profiles'],
    terms: {
      en: 'Create profile',
      fr: 'Créer un profil',
      de: 'Profil erstellen',
      nl: 'Profiel aanmaken',
      sv: 'Skapa profil',
      da: 'Opret profil',
      es: 'Crear perfil',
    },
    avoid: { en: ['Create Profile'] },
  },
  createTheme: {
    meaning: 'The title of the page that creates a theme',
    keys: ['dm.looks.create_title.themes'],
    terms: {
      en: 'Create theme',
      fr: 'Créer un thème',
      de: 'Design erstellen',
      nl: 'Thema aanmaken',
      sv: 'Skapa tema',
      da: 'Opret tema',
      es: 'Crear tema',
    },
    avoid: { en: ['Create Theme'] },
  },
  backToList: {
    meaning: 'The link from a page back to the list it belongs to (profiles, themes, the screen preview)',
    keys: ['dm.common.back_to_list'],
    terms: {
      en: 'Back to the list',
      fr: 'Retour à la liste',
      de: 'Zurück zur Liste',
      nl: 'Terug naar de lijst',
      sv: 'Tillbaka till listan',
      da: 'Tilbage til listen',
      es: 'Volver a la lista',
    },
  },
};
