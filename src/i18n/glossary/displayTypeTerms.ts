import type { GlossaryEntry } from './glossaryEntry';

/** The display types, named as on the Devices tab wherever they appear (content rules, bulk help, lists). */
export const DISPLAY_TYPE_TERMS: Readonly<Record<string, GlossaryEntry>> = {
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
};
