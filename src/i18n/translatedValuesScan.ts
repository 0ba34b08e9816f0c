import ts from 'typescript';
import { TRANSLATING_HELPERS } from './translatedValues';

/** One value a call passes to a message: the key (or `<dynamic>`), the placeholder and the file. */
export interface PassedValue {
  key: string;
  name: string;
  file: string;
}

const helperCall = (names: readonly string[]) => new RegExp(`(^|[^\\w.])(${names.join('|')})\\(`);

/**
 * A file's own shorthands for `translate` (`const t = (key) => translate(\`dm.qbicRollout.${key}\`, …)`), by name,
 * with the prefix they put before the key.
 */
const shorthands = (
  variables: ReadonlyMap<string, ts.Expression>,
  file: ts.SourceFile,
): Map<string, string> => {
  const found = new Map<string, string>();
  for (const [name, init] of variables) {
    const call = init.getText(file).match(/^\([^)]*\)\s*(?::[^=]*)?=>\s*translate\(`([\w.]*)\$\{/);
    if (ts.isArrowFunction(init) && call) found.set(name, call[1]);
  }
  return found;
};

const keyOf = (node: ts.Expression | undefined): string | undefined => {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return `${node.head.text}*`;
  return '<dynamic>';
};

/** The initializers of a file's variables, to follow `{ language }` or `{ fields: missing }` to their source. */
const initializers = (file: ts.SourceFile): Map<string, ts.Expression> => {
  const found = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      found.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

/**
 * The values of `translate(key, {…})` and `notify(key, { messageArgs: {…} })` calls in one source file that are
 * translated words: a value built by `translate` or a helper that returns translated words, directly or through
 * a variable of the file.
 */
export function translatedValuesOf(path: string, source: string): PassedValue[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const variables = initializers(file);
  const prefixes = shorthands(variables, file);
  const translating = helperCall([...TRANSLATING_HELPERS, ...prefixes.keys()]);
  const translated = (node: ts.Node, depth = 0): boolean => {
    if (translating.test(node.getText(file))) return true;
    if (ts.isIdentifier(node) && depth < 3) {
      const init = variables.get(node.text);
      return init !== undefined && translated(init, depth + 1);
    }
    return false;
  };
  const found: PassedValue[] = [];
  const collect = (key: string, args: ts.Expression, depth = 0) => {
    const object = ts.isIdentifier(args) && depth < 3 ? variables.get(args.text) : args;
    if (!object || !ts.isObjectLiteralExpression(object)) return;
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) collect(key, property.expression, depth + 1);
      else if (ts.isPropertyAssignment(property) && !ts.isComputedPropertyName(property.name)) {
        if (property.name.getText(file) === 'messageArgs') collect(key, property.initializer, depth + 1);
        else if (translated(property.initializer))
          found.push({ key, name: property.name.getText(file), file: path });
      } else if (ts.isShorthandPropertyAssignment(property) && translated(property.name))
        found.push({ key, name: property.name.text, file: path });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      const prefix = ['translate', 'notify'].includes(callee) ? '' : prefixes.get(callee);
      const [key, args] = node.arguments;
      const name = keyOf(key);
      if (prefix !== undefined && name && args)
        collect(name === '<dynamic>' ? name : `${prefix}${name}`, args);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
