import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../config';
import { glossaryProblems } from './checkGlossary';
import { GLOSSARY, SIGN_OUT_KEYS } from './glossary';
import { flatMessages as flat, plantedKeys } from './plantedWords';

describe('glossary: one word per meaning and language', () => {
  it.each(UI_LANGUAGES)('%s uses the glossary term at every key and no word it rules out', (lang) => {
    expect(glossaryProblems(lang, flat(lang))).toEqual([]);
  });

  it('finds a German sign-out word, "Bildschirmfoto", "Aktiv" or a neuter "Screenshot" planted in a message', () => {
    const planted = {
      ...flat('de'),
      'dm.devicesTab.unlink.title': 'Gerät abmelden',
      'dm.devicesTab.unlink.failed': 'Die Abmeldung ist fehlgeschlagen',
      'dm.screenshot.title': 'Bildschirmfoto von %{name}',
      'dm.screenshot.request': 'Neues Screenshot anfordern',
      'dm.fleetHealth.live': 'Aktiv',
    };
    const keys = glossaryProblems('de', planted).map((problem) => problem.split(' ')[1]);
    expect(keys.sort()).toEqual([
      'dm.devicesTab.unlink.failed',
      'dm.devicesTab.unlink.title',
      'dm.fleetHealth.live',
      'dm.screenshot.request',
      'dm.screenshot.title',
    ]);
  });

  it('finds the content rules\' own display-type names, "Last change", "Moment", "e-mail" or "Create Profile" planted back', () => {
    expect(
      plantedKeys('de', {
        'dm.content.apps.RD': 'Raumanzeige',
        'dm.content.apps.FD': 'Kiosk (Etagenanzeige)',
        'dm.content.filter.title': 'Nach Anzeigeart filtern',
        'resources.contentRules.fields.modifiedDate': 'Letzte Änderung',
        'dm.content.preview.when': 'Zeitpunkt',
      }),
    ).toEqual([
      'dm.content.apps.FD',
      'dm.content.apps.RD',
      'dm.content.filter.title',
      'dm.content.preview.when',
      'resources.contentRules.fields.modifiedDate',
    ]);
    expect(
      plantedKeys('en', {
        'dm.content.apps.FD': 'Kiosk',
        'dm.content.preview.open': 'What will the screen show?',
        'dm.workplace.settings.searchHelp': 'Search by name, user id or e-mail',
        'dm.looks.create_title.profiles': 'Create Profile',
      }),
    ).toEqual([
      'dm.content.apps.FD',
      'dm.content.preview.open',
      'dm.looks.create_title.profiles',
      'dm.workplace.settings.searchHelp',
    ]);
  });

  it('finds the everyday words that drifted: tenant, OK, kiosk, firmware, sign in, media player, reload', () => {
    expect(
      plantedKeys('nl', {
        'dm.login.submit': 'Inloggen',
        'dm.shell.confirm.ok': 'Oké',
        'dm.qbic.players.empty': 'Nog geen spelers.',
        'dm.workplace.sheet.discard': 'Verwerpen',
      }),
    ).toEqual([
      'dm.login.submit',
      'dm.qbic.players.empty',
      'dm.shell.confirm.ok',
      'dm.workplace.sheet.discard',
    ]);
    expect(
      plantedKeys('sv', {
        'dm.qbicConfig.groups.firmware': 'Fast programvara',
        'dm.fleetHealth.caption': 'Alla enheter hos kunden.',
        'dm.errors.code.60011': 'Ladda om för att se den nyare versionen.',
      }),
    ).toEqual(['dm.errors.code.60011', 'dm.fleetHealth.caption', 'dm.qbicConfig.groups.firmware']);
    expect(
      plantedKeys('fr', {
        'dm.content.preference.kiosk': 'Borne',
        'dm.screenshot.app': "Version de l'appli",
      }),
    ).toEqual(['dm.content.preference.kiosk', 'dm.screenshot.app']);
    expect(
      plantedKeys('es', { 'dm.bulk.rows.unknown': '%{field} «%{id}» no pertenece a este inquilino' }),
    ).toEqual(['dm.bulk.rows.unknown']);
    expect(plantedKeys('en', { 'dm.qbic.bar.reboot': 'Reboot' })).toEqual(['dm.qbic.bar.reboot']);
  });

  it('finds the second word of an idea planted back: sheet, type, label, brand, baseline player, sign-in, download', () => {
    expect(plantedKeys('fr', { 'dm.bulk.bar.leftOut': "Le tableau omet l'appareil : %{names}." })).toEqual([
      'dm.bulk.bar.leftOut',
    ]);
    expect(
      plantedKeys('de', {
        'resources.contentItems.fields.type': 'Art',
        'dm.workplace.fields.brandingText': 'Branding-Text',
        'dm.qbicDrift.saved.save_title': 'Speichern, was der Vorlage-Player enthält',
      }),
    ).toEqual([
      'dm.qbicDrift.saved.save_title',
      'dm.workplace.fields.brandingText',
      'resources.contentItems.fields.type',
    ]);
    expect(
      plantedKeys('nl', {
        'dm.bulk.file.empty': 'Het blad heeft geen rijen.',
        'dm.errors.code.10005': 'Uw sessie is verlopen. Log opnieuw in.',
        'ra.auth.logout': 'Uitloggen',
        'dm.bulk.miniDisplay.message': 'Deselecteer de Mini Display.',
      }),
    ).toEqual([
      'dm.bulk.file.empty',
      'dm.bulk.miniDisplay.message',
      'dm.errors.code.10005',
      'ra.auth.logout',
    ]);
    expect(
      plantedKeys('da', {
        'resources.themes.fields.name': 'Betegnelse',
        'dm.content.files.download': 'Download',
        'dm.platform.deviceControl': 'Device control-serveren svarede ikke (%{url}).',
      }),
    ).toEqual(['dm.content.files.download', 'dm.platform.deviceControl', 'resources.themes.fields.name']);
  });

  it('finds the words the Swedish and Danish review ruled out planted back: "detta", skipped, "Indtast", "Sidst", "Branding"', () => {
    expect(
      plantedKeys('sv', {
        'dm.content.form.enabled': 'Innehåll på detta språk',
        'dm.bulk.player.locked': 'Hoppades över, enheten är låst',
      }),
    ).toEqual(['dm.bulk.player.locked', 'dm.content.form.enabled']);
    expect(
      plantedKeys('da', {
        'dm.looks.validation.not_a_whole_number': 'Indtast et helt tal',
        'dm.screenshot.lastConnected': 'Sidst forbundet',
        'dm.workplace.fields.brandingType': 'Branding',
        'dm.qbicRollout.phase.skipped': 'Sprunget over',
      }),
    ).toEqual([
      'dm.looks.validation.not_a_whole_number',
      'dm.qbicRollout.phase.skipped',
      'dm.screenshot.lastConnected',
      'dm.workplace.fields.brandingType',
    ]);
  });

  it('finds the words the German and Dutch review ruled out planted back: website, waiting, a limit, brand colours', () => {
    expect(
      plantedKeys('de', {
        'dm.qbicConfig.options.website': 'Webseite',
        'dm.bulk.status.pending': 'Wartet',
        'dm.looks.conflict.title': 'Jemand anderes hat eine neuere Version gespeichert',
      }),
    ).toEqual(['dm.bulk.status.pending', 'dm.looks.conflict.title', 'dm.qbicConfig.options.website']);
    expect(
      plantedKeys('nl', {
        'dm.qbicRollout.phase.waiting': 'Wacht',
        'dm.bulk.file.tooLarge': 'Dit bestand is te groot (hoogstens 10 MB).',
        'dm.themes.choices.mode.brandDark': 'Donker (huisstijlkleuren)',
        'dm.content.filter.content_type': 'Type inhoud',
      }),
    ).toEqual([
      'dm.bulk.file.tooLarge',
      'dm.content.filter.content_type',
      'dm.qbicRollout.phase.waiting',
      'dm.themes.choices.mode.brandDark',
    ]);
  });

  it("finds the French and Spanish review's second words planted back: start, upload, settings, deselect, abort, reload, request", () => {
    expect(
      plantedKeys('fr', {
        'dm.devicesTab.bar.startConfiguration': 'Démarrer la configuration',
        'dm.content.form.source_file': 'Envoyer un fichier',
        'dm.qbicRollout.actions.abort': 'Annuler le déploiement',
      }),
    ).toEqual([
      'dm.content.form.source_file',
      'dm.devicesTab.bar.startConfiguration',
      'dm.qbicRollout.actions.abort',
    ]);
    expect(
      plantedKeys('es', {
        'dm.menu.settings': 'Configuración',
        'dm.bulk.miniDisplay.message': 'Anule la selección del Mini Display para continuar.',
        'dm.errors.code.RECORD_CONFLICT': 'Otra persona lo ha modificado. Vuelva a cargarlo.',
        'dm.shell.unauthorized.message': 'Pida acceso a su administrador.',
      }),
    ).toEqual([
      'dm.bulk.miniDisplay.message',
      'dm.errors.code.RECORD_CONFLICT',
      'dm.menu.settings',
      'dm.shell.unauthorized.message',
    ]);
  });

  it("finds the English review's second words planted back: username, holds, pick, unselect", () => {
    expect(
      plantedKeys('en', {
        'dm.login.username': 'Username',
        'dm.bulk.table.username': 'Username',
        'dm.bulk.player.noChange': 'Nothing to change: the player already holds this row',
        'dm.qbic.ranges.count': 'This range holds %{count} addresses.',
        'dm.devicesTab.labelGroup.groupHint': 'Pick a group or type a new one.',
        'ra.action.unselect': 'Unselect',
      }),
    ).toEqual([
      'dm.bulk.player.noChange',
      'dm.bulk.table.username',
      'dm.devicesTab.labelGroup.groupHint',
      'dm.login.username',
      'dm.qbic.ranges.count',
      'ra.action.unselect',
    ]);
  });

  it("finds the activity log review's second words planted back: a reset for revert, library item, Swedish Radera", () => {
    expect(
      plantedKeys('de', {
        'dm.activity.revert.button': 'Zurücksetzen',
        'dm.activity.actions.device.revert': 'Geräteeinstellungen zurücksetzen',
        'dm.activity.actions.contentItem.save': 'Bibliothekselement speichern',
      }),
    ).toEqual([
      'dm.activity.actions.contentItem.save',
      'dm.activity.actions.device.revert',
      'dm.activity.revert.button',
    ]);
    expect(
      plantedKeys('nl', { 'dm.activity.revert.done': 'Teruggezet: %{succeeded}. Mislukt: %{failed}.' }),
    ).toEqual(['dm.activity.revert.done']);
    expect(
      plantedKeys('sv', {
        'dm.activity.actions.profile.delete': 'Radera en profil',
        'dm.activity.details.target': 'Objekt',
      }),
    ).toEqual(['dm.activity.actions.profile.delete', 'dm.activity.details.target']);
    expect(plantedKeys('en', { 'dm.activity.actions.contentItem.delete': 'Delete a library item' })).toEqual([
      'dm.activity.actions.contentItem.delete',
    ]);
  });

  it('lets German "Abmelden" stand in the texts of signing out only', () => {
    const german = flat('de');
    expect(SIGN_OUT_KEYS.filter((key) => /Abmeld|abgemeldet/i.test(german[key] ?? ''))).not.toEqual([]);
    const problems = glossaryProblems('de', { ...german, 'dm.devicesTab.bar.unregister': 'Abmelden' });
    expect(problems.map((problem) => problem.split(' ').slice(0, 2).join(' '))).toEqual([
      'unregister: dm.devicesTab.bar.unregister',
      'unregister: dm.devicesTab.bar.unregister',
    ]);
  });

  it.each(UI_LANGUAGES)('%s gives different meanings different words', (lang) => {
    const words = Object.values(GLOSSARY).map((entry) => entry.terms[lang]);
    const meanings = new Map<string, number>();
    for (const entry of Object.values(GLOSSARY))
      for (const other of Object.values(GLOSSARY))
        if (entry !== other && entry.terms[lang] === other.terms[lang])
          meanings.set(entry.terms[lang], (meanings.get(entry.terms[lang]) ?? 0) + 1);
    expect([...meanings.keys()]).toEqual([]);
    expect(new Set(words).size).toBe(words.length);
  });
});
