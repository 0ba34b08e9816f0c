import { describe, expect, it } from 'vitest';
import en from './en';
import { flattenMessages } from './messages';
import { sentenceCaseProblems, titleCaseWords } from './sentenceCase';

/** The bulk sheet's words are the file's format: its column headers stay as sheets have always had them. */
const SHEET_FORMAT = ['dm.bulk.sheet.columns.', 'dm.bulk.sheet.players.'];

describe('English sentence case', () => {
  it('writes every English label, title, button and message in sentence case', () => {
    expect(sentenceCaseProblems(flattenMessages(en), SHEET_FORMAT)).toEqual([]);
  });

  it('finds title case planted back, and lets names and the first word of each sentence keep their capital', () => {
    expect(titleCaseWords('Display Type')).toEqual(['Type']);
    expect(titleCaseWords('Selected Floors')).toEqual(['Floors']);
    expect(titleCaseWords('Please Upload .xlsx File Only')).toEqual(['Upload', 'File', 'Only']);
    expect(titleCaseWords('Create Profile')).toEqual(['Profile']);
    expect(titleCaseWords('Deselect the Mini Display to go on. Then try again.')).toEqual([]);
    expect(titleCaseWords('Device Manager cannot open Kiosk')).toEqual([]);
    expect(titleCaseWords('Missing: Region, Building')).toEqual(['Building']);
    expect(titleCaseWords('“Retry failed” sends the rows (Wi-Fi on) |||| Rows')).toEqual([]);
    expect(
      sentenceCaseProblems({
        'dm.devicesTab.fields.displayType': 'Display Type',
        'dm.bulk.sheet.columns.deviceId': 'Device ID',
      }),
    ).toEqual(['dm.devicesTab.fields.displayType: Type ("Display Type")']);
  });
});
