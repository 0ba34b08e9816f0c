import { describe, expect, it } from 'vitest';
import glossaryTable from '../docs/glossary.md?raw';
import { TENANT_TEMPLATES } from '../mock-server/routes/tenantMessages';
import { LANGUAGE_CODES, type LanguageCode } from './contract/languages';
import { SHEET_WORDS } from './domain/sheetWords';
import { DISPLAY_TYPE_TERMS } from './i18n/glossary/displayTypeTerms';
import { GLOSSARY } from './i18n/glossary/glossary';
import type { GlossaryEntry } from './i18n/glossary/glossaryEntry';
import { SCREEN_TERMS } from './i18n/glossary/screenTerms';
import { flattenMessages, type Messages } from './i18n/messages';
import { MUI_TEXTS } from './layout/MuiLocale';

/**
 * The recipe of a language (README, "How to add a language"), checked: src/contract/languages.ts is the one list,
 * and for each language on it every piece that cannot be derived from the list is named here when it is missing,
 * a file by its path and a table by its file and key.
 */
const files = new Set(Object.keys(import.meta.glob(['/src/i18n/**/*.ts', '/src/domain/sheetWords/*.ts'])));
const domainFiles = import.meta.glob<Messages>('/src/i18n/domains/*/*.ts', {
  eager: true,
  import: 'default',
});
const DOMAINS = Object.keys(domainFiles)
  .map((path) => /^\/src\/i18n\/domains\/(\w+)\/en\.ts$/.exec(path)?.[1])
  .filter((domain): domain is string => domain !== undefined);

const keysOf = (path: string): string[] => Object.keys(flattenMessages(domainFiles[path])).sort();

/** glossary.ts holds the other two files' entries too: each entry is named in the file that writes it. */
const ownEntries = Object.fromEntries(
  Object.entries(GLOSSARY).filter(([name]) => !(name in SCREEN_TERMS) && !(name in DISPLAY_TYPE_TERMS)),
);
const GLOSSARY_FILES: [string, Readonly<Record<string, GlossaryEntry>>][] = [
  ['src/i18n/glossary/glossary.ts', ownEntries],
  ['src/i18n/glossary/screenTerms.ts', SCREEN_TERMS],
  ['src/i18n/glossary/displayTypeTerms.ts', DISPLAY_TYPE_TERMS],
];
/** The language columns of the glossary's table in docs/glossary.md. */
const glossaryColumns = (glossaryTable.split('\n').find((line) => line.startsWith('| meaning')) ?? '')
  .split('|')
  .map((cell) => cell.trim());

function missingPieces(code: LanguageCode): string[] {
  const missing: string[] = [];
  const file = (path: string) => {
    if (!files.has(`/${path}`)) missing.push(path);
  };
  const entry = (path: string, table: Readonly<Partial<Record<string, unknown>>>, key = code) => {
    if (table[key] === undefined) missing.push(`${path}: ${key}`);
  };
  file(`src/i18n/${code}.ts`);
  file(`src/i18n/signIn/${code}.ts`);
  file(`src/i18n/afterSignIn/${code}.ts`);
  file(`src/i18n/ra/${code}.ts`);
  for (const domain of DOMAINS) {
    const path = `src/i18n/domains/${domain}/${code}.ts`;
    if (!domainFiles[`/${path}`]) missing.push(path);
    else if (keysOf(`/${path}`).join() !== keysOf(`/src/i18n/domains/${domain}/en.ts`).join())
      missing.push(`${path}: the keys of src/i18n/domains/${domain}/en.ts`);
  }
  file(`src/domain/sheetWords/${code}.ts`);
  entry('src/domain/sheetWords/index.ts SHEET_WORDS', SHEET_WORDS);
  entry('src/layout/MuiLocale.tsx MUI_TEXTS', MUI_TEXTS);
  entry('mock-server/routes/tenantMessages.ts TENANT_TEMPLATES', TENANT_TEMPLATES);
  for (const [path, entries] of GLOSSARY_FILES)
    for (const [name, { terms }] of Object.entries(entries)) entry(`${path} ${name}.terms`, terms);
  if (!glossaryColumns.includes(code)) missing.push(`docs/glossary.md: the table's ${code} column`);
  return missing;
}

describe('the languages of src/contract/languages.ts', () => {
  it('finds the pieces of every language: the domains, the glossary and the tables it reads', () => {
    expect(DOMAINS.length).toBeGreaterThan(10);
    expect(GLOSSARY_FILES.every(([, entries]) => Object.keys(entries).length > 0)).toBe(true);
    expect(glossaryColumns).toContain('en');
  });

  it.each(LANGUAGE_CODES)('has every piece of %s', (code) => {
    expect(missingPieces(code)).toEqual([]);
  });

  it('has no translation of a language that is not on the list', () => {
    const codes = [...files].map(
      (path) => /^\/src\/i18n\/(?:ra\/|signIn\/|afterSignIn\/|domains\/\w+\/)?(\w+)\.ts$/.exec(path)?.[1],
    );
    const strays = codes.filter(
      (code) => code?.length === 2 && !(LANGUAGE_CODES as readonly string[]).includes(code),
    );
    expect([...new Set(strays)]).toEqual([]);
  });
});
