import type { GlossaryEntry } from './glossaryEntry';

/**
 * Words the French and Spanish reviews chose where two had drifted in (the start of a configuration, an upload, the
 * settings, deselecting, stopping a rollout): one word each now, the other ruled out. The earlier such choices are
 * in wordChoiceTerms.ts.
 */
export const REVIEW_TERMS: Readonly<Record<string, GlossaryEntry>> = {
  startConfiguration: {
    meaning: 'The button and dialog that configure the selected devices or players',
    keys: ['dm.qbicConfig.open', 'dm.devicesTab.bar.startConfiguration'],
    within: ['dm.qbicConfig.title'],
    terms: {
      en: 'Start configuration',
      fr: 'Lancer la configuration',
      de: 'Konfiguration starten',
      nl: 'Configuratie starten',
      sv: 'Starta konfiguration',
      da: 'Start konfiguration',
      es: 'Iniciar configuración',
    },
    avoid: { fr: ['Démarrer la configuration'] },
  },
  upload: {
    // French: "téléverser" copies a file from the computer; "envoyer" is a push to devices or players.
    meaning: 'Copy a file from the computer to the console',
    keys: ['dm.bulk.bar.upload'],
    within: ['dm.content.form.source_file'],
    terms: {
      en: 'Upload',
      fr: 'Téléverser',
      de: 'Hochladen',
      nl: 'Uploaden',
      sv: 'Ladda upp',
      da: 'Upload',
      es: 'Subir',
    },
    avoid: { fr: ['Envoyer un fichier'] },
  },
  settings: {
    // Spanish: "Ajustes" are the settings of an area, "configuración" what is sent to devices and the app.
    meaning: 'The settings of an area (the tab and the dialog it opens)',
    keys: ['dm.menu.settings'],
    within: ['dm.kioskSettings.title', 'dm.workplace.settings.title'],
    terms: {
      en: 'Settings',
      fr: 'Paramètres',
      de: 'Einstellungen',
      nl: 'Instellingen',
      sv: 'Inställningar',
      da: 'Indstillinger',
      es: 'Ajustes',
    },
    avoid: { es: ['Configuración del quiosco'] },
  },
  deselect: {
    meaning: 'Take a device out of the selection',
    keys: [],
    terms: {
      en: 'Deselect',
      fr: 'Désélectionner',
      de: 'Auswahl aufheben',
      nl: 'Deselecteren',
      sv: 'Avmarkera',
      da: 'Fravælg',
      es: 'Deseleccionar',
    },
    avoid: { es: ['Anular la selección', 'Anule la selección'] },
  },
  abortRollout: {
    // French "Annuler" would promise to undo what the waves already installed.
    meaning: 'Stop a rollout for good, keeping what it installed',
    keys: ['dm.qbicRollout.actions.abort'],
    terms: {
      en: 'Abort',
      fr: 'Arrêter le déploiement',
      de: 'Verteilung abbrechen',
      nl: 'Uitrol afbreken',
      sv: 'Stoppa utrullningen',
      da: 'Stop udrulningen',
      es: 'Detener el despliegue',
    },
    avoid: { fr: ['Annuler le déploiement'] },
  },
};
