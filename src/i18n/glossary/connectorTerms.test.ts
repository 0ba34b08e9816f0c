import { describe, expect, it } from 'vitest';
import { plantedKeys } from './plantedWords';

describe('glossary: the words that join a sentence', () => {
  it('finds English "goes on" and Spanish "así que" planted back', () => {
    expect(
      plantedKeys('en', {
        'dm.shell.login.separate.message': 'The console goes on in the tab you signed in from.',
      }),
    ).toEqual(['dm.shell.login.separate.message']);
    expect(
      plantedKeys('es', {
        'dm.shell.turned_away':
          'Su cuenta no tiene los permisos de «%{from}», así que se le ha llevado a «%{to}».',
        'dm.errors.code.RECORDS_NOT_CONFIGURED': 'Esta plataforma no guarda registros compartidos.',
      }),
    ).toEqual(['dm.errors.code.RECORDS_NOT_CONFIGURED', 'dm.shell.turned_away']);
  });

  it("finds a rule's content preview titled with another word than the glossary's preview", () => {
    expect(plantedKeys('de', { 'dm.content.rules.preview_title': 'Ansicht: %{name}' })).toEqual([
      'dm.content.rules.preview_title',
    ]);
  });
});
