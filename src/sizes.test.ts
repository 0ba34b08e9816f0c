import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The house's size rules (STYLE.md; docs/decisions.md, "The house a newcomer can carry on"), measured: no source
 * file over 300 lines, tests and journeys included, and no route factory of the mock over 100 lines (a factory
 * grows by moving stored-state helpers and shared writes out of it, or by splitting into parts that an index
 * mounts, as `mock-server/routes/content` does).
 */
const ROOT = resolve(__dirname, '..');
const FOLDERS = ['src', 'mock-server', 'e2e', 'scripts', 'bench', 'deploy'];
/** What is written, not what a run leaves behind. */
const SKIPPED = new Set(['node_modules', 'out', 'data', 'test-results']);
const MAX_FILE_LINES = 300;
const MAX_FACTORY_LINES = 100;

function sourcesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourcesIn(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

const sources = FOLDERS.flatMap((folder) => sourcesIn(join(ROOT, folder))).map((path) => ({
  name: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** Lines as an editor counts them (a final line break ends the last line, it starts none). */
const lineCount = (text: string): number => text.replace(/\n$/, '').split('\n').length;

/** Every function of a mock file named `…Routes` or `…Route`, declared or assigned, with its length in lines. */
function routeFactories(name: string, text: string): { name: string; lines: number }[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest);
  const found: { name: string; lines: number }[] = [];
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line;
  const measure = (id: string, node: ts.Node) => {
    if (/Routes?$/.test(id))
      found.push({ name: id, lines: lineOf(node.getEnd()) - lineOf(node.getStart(file)) + 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name) measure(node.name.text, node);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      measure(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the size of the house', () => {
  it('reads the files of every folder it names', () => {
    for (const folder of FOLDERS)
      expect(sources.filter(({ name }) => name.startsWith(`${folder}/`)).length).toBeGreaterThan(0);
    expect(sources.some(({ name }) => name.endsWith('.e2e.ts'))).toBe(true);
  });

  it(`has no file over ${MAX_FILE_LINES} lines, tests and journeys included: split one by topic`, () => {
    const long = sources
      .filter(({ text }) => lineCount(text) > MAX_FILE_LINES)
      .map(({ name, text }) => `${name}: ${lineCount(text)} lines`);
    expect(long).toEqual([]);
  });

  it(`has no route factory of the mock over ${MAX_FACTORY_LINES} lines`, { timeout: 30_000 }, () => {
    const factories = sources
      .filter(
        ({ name, text }) =>
          name.startsWith('mock-server/') && !name.endsWith('.test.ts') && /Routes?\b/.test(text),
      )
      .flatMap(({ name, text }) => routeFactories(name, text).map((factory) => ({ ...factory, file: name })));
    expect(factories.length).toBeGreaterThan(20);
    const long = factories
      .filter(({ lines }) => lines > MAX_FACTORY_LINES)
      .map(({ file, name, lines }) => `${file} ${name}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
