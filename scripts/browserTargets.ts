/**
 * The build target from package.json's "browserslist" (`chrome >= 109` → `chrome109`), so the list people read
 * and the code the build writes never differ. Only `name >= version` entries are used; anything else is an error.
 */
const NAMES: Record<string, string> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

export function buildTargets(browserslist: readonly string[]): string[] {
  return browserslist.map((entry) => {
    const match = /^\s*(\w+)\s*>=\s*([\d.]+)\s*$/.exec(entry);
    const name = match ? NAMES[match[1]] : undefined;
    if (!match || !name) throw new Error(`browserslist entry "${entry}" is not "<browser> >= <version>"`);
    return `${name}${match[2]}`;
  });
}
