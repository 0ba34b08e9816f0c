import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../config';
import da from './da';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import { flattenMessages, type Messages } from './messages';
import nl from './nl';
import sv from './sv';
import { readFileSync } from 'node:fs';
import { browserCheckTexts } from './browserCheckTexts';
import { textProblems, typographyProblems } from './typography';

const bundles: Record<UiLanguage, Messages> = { en, fr, de, nl, sv, da, es };
const flat = (lang: UiLanguage) => flattenMessages(bundles[lang]);
const keysOf = (problems: string[]) => [...new Set(problems.map((problem) => problem.split(':')[0]))].sort();

describe('typography: one quote style per language, French spacing, quoted button names', () => {
  it.each(UI_LANGUAGES)('%s keeps to its quotation marks, apostrophe and spacing', (lang) => {
    expect(typographyProblems(lang, flat(lang))).toEqual([]);
  });

  it('finds French marks that could wrap onto a line of their own, and a curly apostrophe', () => {
    const planted = {
      ...flat('fr'),
      'dm.content.preview.open': 'Que montrera cet écran ?',
      'dm.ux.settings.discard_title': 'Abandonner vos modifications?',
      'dm.kioskSettings.emailHelp': 'Saisissez une adresse ; séparez-en plusieurs par des virgules.',
      'dm.bulk.summary.missingFields': 'Champs manquants : %{fields}',
      'dm.devicesTab.chart.part': '%{status}: %{number}',
      'dm.devicesTab.labelGroup.newGroup': 'Nouveau groupe « %{name} »',
      'dm.shell.apps.new_tab': 'S’ouvre dans un nouvel onglet',
      'dm.bulk.rows.unknown': '%{field} "%{id}" n\'appartient pas à ce locataire',
    };
    expect(keysOf(typographyProblems('fr', planted))).toEqual([
      'dm.bulk.rows.unknown',
      'dm.bulk.summary.missingFields',
      'dm.content.preview.open',
      'dm.devicesTab.chart.part',
      'dm.devicesTab.labelGroup.newGroup',
      'dm.kioskSettings.emailHelp',
      'dm.shell.apps.new_tab',
      'dm.ux.settings.discard_title',
    ]);
  });

  it.each(UI_LANGUAGES)(
    '%s keeps to the same rules in the old-browser page (public/browserCheck.js)',
    (lang) => {
      const source = readFileSync(new URL('../../public/browserCheck.js', import.meta.url), 'utf8');
      const texts = browserCheckTexts(source)[lang];
      expect(Object.keys(texts)).toHaveLength(3);
      expect(textProblems(lang, texts)).toEqual([]);
    },
  );

  it('reads the old-browser page as it is written, and finds a curly French apostrophe there', () => {
    const source = "var TEXTS = {\n    fr: [\n      'dans l\\u2019un',\n      \"d'eux\",\n    ],\n  };";
    const texts = browserCheckTexts(source);
    expect(texts).toEqual({ fr: { 'browserCheck.0': 'dans l’un', 'browserCheck.1': "d'eux" } });
    expect(keysOf(textProblems('fr', texts.fr))).toEqual(['browserCheck.0']);
  });

  it('finds French numbers, units and "%" without a narrow no-break space, and lets "de 1 à 64" be', () => {
    const planted = {
      a: 'Le fichier dépasse 20 Mo',
      b: '%{count} lecteurs sélectionnés',
      c: 'Envoi… %{percent} %',
      d: 'La feuille a trop de lignes (10 000 au plus).',
      e: 'Saisissez un nom de 1 à %{max}\u202fcaractères.',
      f: 'Une adresse IPv4 comme 192.168.1.10 à 10:00',
      g: '%{count}\u00a0lecteur',
    };
    expect(keysOf(textProblems('fr', planted))).toEqual(['a', 'b', 'c', 'd', 'g']);
  });

  it('finds "%" spaced against the language, "…" after a space, Danish accents and missing Danish commas', () => {
    expect(keysOf(textProblems('en', { a: 'Uploading… %{percent} %', b: 'done: 50%' }))).toEqual(['a']);
    expect(keysOf(textProblems('de', { a: 'Wird geladen …', b: '%{percent}%', c: 'Wird geladen…' }))).toEqual(
      ['a', 'b'],
    );
    expect(
      keysOf(
        textProblems('da', {
          a: 'Annullér',
          b: 'Reglen der viser dette indhold, slettes.',
          c: 'Vises hvor et sprog mangler indhold',
          d: 'Kontroller, at den er tændt, og prøv igen, når den er forbundet.',
          e: 'så der er intet ark at hente',
        }),
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it('lets a French address or time keep its colon ("http://", "10:00")', () => {
    expect(typographyProblems('fr', { ...flat('fr'), a: 'Ouvrir http://exemple.fr à 10:00' })).toEqual([]);
  });

  it('finds a second quote style, a quote left open and a button named without quotes', () => {
    const dutch = {
      ...flat('nl'),
      'dm.bulk.rows.unknown': '%{field} ‘%{id}’ hoort niet bij deze tenant',
      'dm.menu.themes': "Thema's",
      'dm.ux.number.adjusted': '“%{typed} is geen geheel getal',
      'dm.bulk.result.sessionHint': 'Meld u opnieuw aan en gebruik dan Mislukte opnieuw proberen.',
    };
    expect(keysOf(typographyProblems('nl', dutch))).toEqual([
      'dm.bulk.result.sessionHint',
      'dm.bulk.rows.unknown',
      'dm.menu.themes',
      'dm.ux.number.adjusted',
    ]);
    expect(keysOf(typographyProblems('da', { ...flat('da'), a: 'Slet “%{name}”?' }))).toEqual(['a']);
  });
});
