import type { GlossaryEntry } from './glossaryEntry';

/**
 * Words the review of the activity log and Revert settled: undoing a logged change, what an action was taken on,
 * a content item and deleting. Where a second word had crept in, it is ruled out.
 */
/** The texts of Revert and of an action not undone: the words of undoing a logged change stand there only. */
const REVERT_KEYS: readonly string[] = [
  'dm.activity.revert.button',
  'dm.activity.revert.title',
  'dm.activity.revert.changedSinceNotice',
  'dm.activity.revert.willRevert',
  'dm.activity.revert.incomplete',
  'dm.activity.revert.apply',
  'dm.activity.revert.applying',
  'dm.activity.revert.done',
  'dm.activity.actions.device.revert',
  'dm.activity.notKept',
  // react-admin's Undo takes back a change just made: German and Swedish name it with Revert's word on purpose.
  'ra.action.undo',
];

/** The texts of a reset: a player's password back to the factory one, filters and settings back to none. */
const RESET_KEYS: readonly string[] = [
  'ra.action.reset',
  'ra.configurable.inspector.reset',
  'ra.navigation.clear_filters',
  'dm.activity.filters.clear',
  'dm.devicesTab.list.clearFilters',
  'dm.bulk.player.summary.reset',
  'dm.bulk.player.unlockFailed',
  'dm.qbic.bar.progress.unlock',
];

export const ACTIVITY_TERMS: Readonly<Record<string, GlossaryEntry>> = {
  revert: {
    // German "zurücksetzen", Dutch "terugzetten", Swedish "återställa" and Spanish "restablecer" are the console's
    // reset (filters, a player's factory password): "Geräteeinstellungen zurücksetzen" read as a factory reset of
    // the devices. Each language's reset words stand in the reset texts only, and Revert's in Revert's only.
    meaning: 'Give devices back the values they had before a logged change (Revert)',
    keys: ['dm.activity.revert.button'],
    within: ['dm.activity.revert.title', 'dm.activity.revert.apply', 'dm.activity.actions.device.revert'],
    terms: {
      en: 'Revert',
      fr: 'Rétablir',
      de: 'Rückgängig machen',
      nl: 'Terugdraaien',
      sv: 'Ångra',
      da: 'Gendan',
      es: 'Revertir',
    },
    avoid: {
      en: ['Reset', 'reset', 'Resetting'],
      fr: ['Réinitialiser', 'réinitialiser', 'réinitialisé', 'Réinitialisation'],
      de: ['Zurücksetzen', 'zurücksetzen', 'Zurückgesetzt', 'zurückgesetzt'],
      nl: ['Terugzetten', 'terugzetten', 'Teruggezet', 'teruggezet'],
      sv: [
        'Återställ',
        'återställ',
        'återställa',
        'Återställs',
        'återställs',
        'Återställer',
        'Återställda',
        'återställas',
      ],
      da: ['Nulstil', 'nulstil', 'nulstille', 'nulstilles', 'Nulstiller', 'Nulstillet'],
      es: ['Restablecer', 'restablecer', 'Restableciendo', 'Restablecidos', 'restablecidos'],
    },
    avoidExcept: RESET_KEYS,
  },
  reset: {
    meaning: "Set something back to its default: a player's factory password, filters, settings (Reset)",
    keys: ['ra.action.reset'],
    within: ['ra.configurable.inspector.reset'],
    terms: {
      en: 'Reset',
      fr: 'Réinitialiser',
      de: 'Zurücksetzen',
      nl: 'Terugzetten',
      sv: 'Återställ',
      da: 'Nulstil',
      es: 'Restablecer',
    },
    avoid: {
      en: ['Revert', 'revert', 'Reverting', 'Reverted'],
      fr: ['Rétablir', 'rétablir', 'rétabli', 'Rétablis', 'Rétablissement', 'rétablissement'],
      de: ['Rückgängig', 'rückgängig'],
      // Dutch "herstellen" is restoring or repairing: react-admin's pack said it for a reset.
      nl: ['Terugdraaien', 'terugdraaien', 'Teruggedraaid', 'teruggedraaid', 'Herstellen', 'herstellen'],
      sv: ['Ångra', 'ångra', 'ångras', 'Ångrar', 'Ångrade'],
      da: ['Gendan', 'gendan', 'Gendannes', 'gendannes', 'Gendanner', 'Gendannet', 'gendannelsen'],
      es: ['Revertir', 'revertir', 'Revirtiendo', 'Revertidos', 'revertirá'],
    },
    avoidExcept: REVERT_KEYS,
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
