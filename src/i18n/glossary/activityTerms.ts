import type { GlossaryEntry } from './glossaryEntry';

/**
 * Words the review of the activity log and Revert settled: undoing a logged change, what an action was taken on,
 * a content item and deleting. Where a second word had crept in, it is ruled out.
 */
export const ACTIVITY_TERMS: Readonly<Record<string, GlossaryEntry>> = {
  revert: {
    // German "zurücksetzen", Dutch "terugzetten" and Spanish "restablecer" are the console's reset (filters, a
    // player's factory password): "Geräteeinstellungen zurücksetzen" read as a factory reset of the devices.
    meaning: 'Give devices back the values they had before a logged change (Revert)',
    keys: ['dm.activity.revert.button'],
    within: ['dm.activity.revert.title', 'dm.activity.revert.apply', 'dm.activity.actions.device.revert'],
    terms: {
      en: 'Revert',
      fr: 'Rétablir',
      de: 'Rückgängig machen',
      nl: 'Terugdraaien',
      sv: 'Återställ',
      da: 'Gendan',
      es: 'Revertir',
    },
    avoid: {
      de: ['Geräteeinstellungen zurücksetzen', 'Zurückgesetzt'],
      nl: ['Terugzetten', 'Teruggezet'],
      es: ['Restablecer los ajustes', 'Restablecidos'],
    },
  },
  target: {
    meaning: 'What a logged action was taken on (a device, a player, a profile, the tenant)',
    keys: ['dm.activity.details.target', 'dm.activity.export.targetName'],
    within: [
      'dm.activity.filters.target',
      'dm.activity.export.targetId',
      'resources.activity.fields.targets',
    ],
    terms: { en: 'Target', fr: 'Cible', de: 'Ziel', nl: 'Doel', sv: 'Mål', da: 'Mål', es: 'Destino' },
  },
  contentItem: {
    meaning: 'An item of the content library (a website, a document, a video, a picture)',
    keys: [],
    within: [
      'resources.contentItems.name',
      'dm.activity.actions.contentItem.save',
      'dm.activity.actions.contentItem.delete',
    ],
    terms: {
      en: 'Content item',
      fr: 'Contenu',
      de: 'Inhalt',
      nl: 'Inhoudsitem',
      sv: 'Innehåll',
      da: 'Indhold',
      es: 'Contenido',
    },
    avoid: {
      en: ['library item'],
      fr: ['élément de la bibliothèque'],
      de: ['Bibliothekselement'],
      nl: ['Bibliotheekitem'],
      sv: ['biblioteksobjekt'],
      da: ['biblioteksemne'],
      es: ['elemento de la biblioteca'],
    },
  },
  delete: {
    meaning: 'Delete a record (a profile, a theme, a content item, a rule, a baseline)',
    keys: ['ra.action.delete', 'dm.qbicDrift.saved.delete'],
    terms: {
      en: 'Delete',
      fr: 'Supprimer',
      de: 'Löschen',
      nl: 'Verwijderen',
      sv: 'Ta bort',
      da: 'Slet',
      es: 'Eliminar',
    },
    avoid: { sv: ['Radera', 'radera', 'Raderad', 'raderad'] },
  },
};
