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
import { typographyProblems } from './typography';

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
