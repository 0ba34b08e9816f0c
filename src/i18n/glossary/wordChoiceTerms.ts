import type { GlossaryEntry } from './glossaryEntry';

/**
 * Words that had drifted into two per language (the bulk sheet, a content type, a label, the brand, the baseline
 * player, the device-control server, the Mini Display's article, a skipped player, the last connection, the verb
 * that asks for a value, Swedish "this", a website, a row or player still waiting, a limit, someone else): one word
 * each now, the other ruled out. The French and Spanish reviews' choices are in reviewTerms.ts.
 */
export const WORD_CHOICE_TERMS: Readonly<Record<string, GlossaryEntry>> = {
  sheet: {
    meaning: 'A sheet of the bulk configuration workbook (downloaded, edited, uploaded)',
    keys: [],
    within: ['dm.bulk.bar.leftOut', 'dm.bulk.file.tooManyRows', 'dm.bulk.file.empty'],
    terms: { en: 'sheet', fr: 'feuille', de: 'Tabelle', nl: 'werkblad', sv: 'blad', da: 'ark', es: 'hoja' },
    avoid: {
      fr: ['tableau', 'Le tableau', 'le tableau', 'de tableau'],
      nl: ['blad', 'Blad', 'Het blad', 'bulkconfiguratieblad', 'mediaspelersblad'],
      sv: ['ark', 'Ark', 'arket', 'Arket'],
    },
  },
  contentType: {
    meaning: 'The type of a content item (website, document, video, picture, HTML)',
    keys: ['resources.contentItems.fields.type'],
    within: ['resources.contentRules.fields.contentType', 'dm.content.all_types'],
    terms: { en: 'Type', fr: 'Type', de: 'Typ', nl: 'Type', sv: 'Typ', da: 'Type', es: 'Tipo' },
    avoid: {
      de: ['Art', 'Arten', 'Inhaltsart', 'Dateiart', 'Anzeigeart'],
      nl: ['soort', 'Soort', 'soorten', 'Dit soort', 'Type inhoud', 'type inhoud'],
    },
  },
  label: {
    meaning: 'The name people know a device or a theme by',
    keys: [
      'resources.devices.fields.label',
      'resources.themes.fields.name',
      'dm.devicesTab.labelGroup.label',
    ],
    terms: {
      en: 'Label',
      fr: 'Libellé',
      de: 'Bezeichnung',
      nl: 'Label',
      sv: 'Etikett',
      da: 'Etiket',
      es: 'Etiqueta',
    },
    avoid: { da: ['Betegnelse', 'betegnelse'] },
  },
  brand: {
    meaning: "The customer's brand on the workplace app (its logo, its text, its colours)",
    keys: [],
    within: [
      'dm.workplace.fields.brandingType',
      'dm.workplace.fields.brandingText',
      'dm.workplace.fields.brandingLogo',
    ],
    terms: {
      en: 'Branding',
      fr: 'marque',
      de: 'Marke',
      nl: 'Merk',
      sv: 'Varumärke',
      da: 'Brand',
      es: 'marca',
    },
    // Danish says "Brand" on its own as in "Brandtekst" and "Brandlogo".
    avoid: { de: ['Branding'], da: ['Branding'], nl: ['huisstijl', 'huisstijlkleuren'] },
  },
  baselinePlayer: {
    meaning: 'The player whose settings the others are compared with',
    keys: ['dm.qbicDrift.baseline'],
    terms: {
      en: 'Baseline player',
      fr: 'Lecteur de référence',
      de: 'Vorlagen-Player',
      nl: 'Referentiemediaspeler',
      sv: 'Referensmediaspelare',
      da: 'Referenceafspiller',
      es: 'Reproductor de referencia',
    },
    avoid: { de: ['Vorlage-Player', 'Vorlage-Players'] },
  },
  deviceControlServer: {
    meaning: 'The backend that controls the devices (deviceControlUrl)',
    keys: [],
    within: ['dm.platform.deviceControl', 'dm.platform.rights'],
    terms: {
      en: 'device-control backend',
      fr: 'serveur de contrôle des appareils',
      de: 'Device-Control-Backend',
      nl: 'server voor apparaatbeheer',
      sv: 'servern för enhetsstyrning',
      da: 'serveren til enhedsstyring',
      es: 'servidor de control de dispositivos',
    },
    avoid: {
      nl: ['device-control-backend'],
      sv: ['Device control-servern', 'device control-servern'],
      da: ['Device control-serveren', 'device control-serveren'],
    },
  },
  miniDisplay: {
    // Dutch: het display, so het Mini Display.
    meaning: 'The Mini Display model, a name kept in every language',
    keys: ['dm.qbic.players.miniDisplay'],
    terms: {
      en: 'Mini Display',
      fr: 'Mini Display',
      de: 'Mini Display',
      nl: 'Mini Display',
      sv: 'Mini Display',
      da: 'Mini Display',
      es: 'Mini Display',
    },
    avoid: { nl: ['de Mini Display', 'De Mini Display'] },
  },
  skipped: {
    meaning: 'A player or device left out of an action (locked, already current)',
    keys: ['dm.qbicRollout.phase.skipped'],
    within: ['dm.bulk.player.locked', 'dm.errors.code.UNLOCKABLE_DEVICE'],
    terms: {
      en: 'Skipped',
      fr: 'Ignoré',
      de: 'Übersprungen',
      nl: 'Overgeslagen',
      sv: 'Överhoppad',
      da: 'Oversprunget',
      es: 'Omitido',
    },
    avoid: { sv: ['Hoppades över', 'hoppades över'], da: ['Sprunget over', 'sprunget over'] },
  },
  lastConnected: {
    meaning: 'When a device last talked to the platform, a column and a detail',
    keys: ['resources.devices.fields.lastConnected', 'dm.screenshot.lastConnected'],
    terms: {
      en: 'Last connected',
      fr: 'Dernière connexion',
      de: 'Zuletzt verbunden',
      nl: 'Laatst verbonden',
      sv: 'Senast ansluten',
      da: 'Senest forbundet',
      es: 'Última conexión',
    },
    // Danish "Senest" as in "Senest ændret".
    avoid: { da: ['Sidst forbundet'] },
  },
  enterValue: {
    meaning: 'The verb that asks for a value in a field ("Enter a whole number")',
    keys: [],
    within: ['dm.looks.validation.not_a_whole_number'],
    terms: {
      en: 'Enter',
      fr: 'Saisissez',
      de: 'Geben Sie',
      nl: 'Voer',
      sv: 'Ange',
      da: 'Angiv',
      es: 'Introduzca',
    },
    avoid: { da: ['Indtast'] },
  },
  thisOne: {
    // Swedish writes "den här", "det här", "de här" throughout; "denna", "detta", "dessa" read as another register.
    meaning: 'The word that points at a thing ("this item", "these players")',
    keys: [],
    terms: { en: 'this', fr: 'ce', de: 'dieser', nl: 'deze', sv: 'den här', da: 'denne', es: 'este' },
    avoid: { sv: ['denna', 'Denna', 'detta', 'Detta', 'dessa', 'Dessa'] },
  },
  website: {
    meaning: 'A website: the content type and what a player shows',
    keys: ['dm.content.types.URL', 'dm.qbicConfig.options.website'],
    terms: {
      en: 'Website',
      fr: 'Site web',
      de: 'Website',
      nl: 'Website',
      sv: 'Webbplats',
      da: 'Websted',
      es: 'Sitio web',
    },
    avoid: { de: ['Webseite', 'Webseiten'] },
  },
  waiting: {
    meaning: 'A row of a push or a player of a rollout whose turn has not come yet (a status)',
    keys: ['dm.bulk.status.pending', 'dm.qbicRollout.phase.waiting'],
    terms: {
      en: 'Waiting',
      fr: 'En attente',
      de: 'Ausstehend',
      nl: 'In wachtrij',
      sv: 'Väntar',
      da: 'Venter',
      es: 'En espera',
    },
    avoid: { de: ['Wartet'], nl: ['Wacht'] },
  },
  atMost: {
    meaning: 'The upper limit of a size, a length or a count',
    keys: [],
    within: ['dm.bulk.file.tooLarge'],
    terms: {
      en: 'at most',
      fr: 'au plus',
      de: 'höchstens',
      nl: 'maximaal',
      sv: 'högst',
      da: 'højst',
      es: 'como máximo',
    },
    avoid: { nl: ['hoogstens', 'Hoogstens'] },
  },
  someoneElse: {
    meaning: 'Another administrator who changed something in the meantime',
    keys: [],
    terms: {
      en: 'someone else',
      fr: "quelqu'un d'autre",
      de: 'jemand anders',
      nl: 'iemand anders',
      sv: 'någon annan',
      da: 'en anden',
      es: 'otra persona',
    },
    avoid: { de: ['Jemand anderes', 'jemand anderes'] },
  },
};
