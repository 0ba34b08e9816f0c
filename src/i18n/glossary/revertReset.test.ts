import { describe, expect, it } from 'vitest';
import { plantedKeys } from './plantedWords';

// Revert gives devices back a logged change's old values; a reset sets a password, filters or settings back to
// their default. French and Swedish named both with one word ("Rétablir", "Återställ"), so Revert read as a reset.
describe('glossary: revert and reset have a word each', () => {
  it('finds a reset word planted into Revert and a revert word planted into a reset, in French and Swedish', () => {
    expect(
      plantedKeys('fr', {
        'dm.bulk.player.summary.reset':
          "rétablir le mot de passe d'usine de %{smart_count}\u202flecteur |||| rétablir le mot de passe d'usine de %{smart_count}\u202flecteurs",
        'dm.activity.revert.applying': 'Réinitialisation…',
      }),
    ).toEqual(['dm.activity.revert.applying', 'dm.bulk.player.summary.reset']);
    expect(
      plantedKeys('sv', {
        'dm.activity.revert.button': 'Återställ',
        'dm.activity.revert.willRevert': 'Återställs',
        'dm.bulk.player.unlockFailed': 'Mediaspelarens lösenord kunde inte ångras',
      }),
    ).toEqual(['dm.activity.revert.button', 'dm.activity.revert.willRevert', 'dm.bulk.player.unlockFailed']);
  });

  it('finds the same clash in the other languages, and Dutch "herstellen" for a reset', () => {
    expect(plantedKeys('nl', { 'ra.action.reset': 'Herstellen' })).toEqual(['ra.action.reset']);
    expect(
      plantedKeys('nl', {
        'dm.qbic.bar.progress.unlock': 'Wachtwoorden worden teruggedraaid, klaar: 1 van 2',
      }),
    ).toEqual(['dm.qbic.bar.progress.unlock']);
    expect(plantedKeys('de', { 'ra.action.reset': 'Rückgängig' })).toEqual(['ra.action.reset']);
    expect(
      plantedKeys('da', {
        'dm.activity.revert.done': 'Nulstillet: 1. Mislykkedes: 0.',
        'dm.bulk.player.unlockFailed': 'Afspillerens adgangskode kunne ikke gendannes',
      }),
    ).toEqual(['dm.activity.revert.done', 'dm.bulk.player.unlockFailed']);
    expect(plantedKeys('es', { 'dm.activity.revert.applying': 'Restableciendo…' })).toEqual([
      'dm.activity.revert.applying',
    ]);
    expect(plantedKeys('en', { 'dm.qbic.bar.progress.unlock': 'Reverting passwords' })).toEqual([
      'dm.qbic.bar.progress.unlock',
    ]);
  });
});
