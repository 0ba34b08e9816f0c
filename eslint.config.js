import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layer rule, in one statement: the console's layers, top to bottom, and a module imports only from its own
 * layer or below. The last layer (src/domain, src/contract) is shared with the mock, which imports nothing else of
 * src; it is pure (no browser build environment, no browser-only packages). ESLint checks each import;
 * src/layers.test.ts proves the rule through every import, transitively.
 */
const LAYERS = [
  { layer: 'The map', folders: ['App', 'routes'] },
  { layer: 'The shell', folders: ['pages', 'layout'] },
  { layer: 'A resource', folders: ['resources'] },
  { layer: 'A shared component', folders: ['components'] },
  // Test helpers (src/test) count as the data layer for the layers below it, which may not use them; they
  // themselves may render anything.
  {
    layer: 'The data layer',
    folders: ['dataProvider', 'authProvider', 'players', 'i18n', 'test'],
    unchecked: ['test'],
  },
  // Browser storage (the token and the other stored keys) sits below both providers, so neither needs the other.
  { layer: 'Browser storage', folders: ['storage'] },
  // config.ts reads the browser build's environment (import.meta.env): the console's alone.
  { layer: 'The build configuration', folders: ['config'] },
  { layer: 'The shared bottom layer', folders: ['domain', 'contract'] },
];
const SHARED = LAYERS.at(-1).folders;
/** An import of one of these console folders or files (relative, so that `vitest/config` is not `src/config`). */
const importOf = (names) => `^\\.{1,2}/(.*/)?(${names.join('|')})(\\.tsx?)?(/|$)`;
/** The files of a layer: its folders, or the single file src/<name>.ts(x). */
const filesOf = (names) => names.flatMap((name) => [`src/${name}/**/*.{ts,tsx}`, `src/${name}.{ts,tsx}`]);
/** The shared layer is imported by the mock (node): no browser-only packages. */
const NODE_SAFE = {
  regex: '^(react|react-dom|react-admin|ra-[a-z-]+|@mui/.*|@emotion/.*)(/|$)',
  message: 'src/contract and src/domain are shared with the mock: no browser-only packages.',
};
const layerRules = LAYERS.slice(1).map(({ layer, folders, unchecked = [] }, index) => {
  const above = LAYERS.slice(0, index + 1).flatMap((upper) => upper.folders);
  const patterns = [
    {
      regex: importOf(above),
      message: `${layer} may not import from ${above.join(', ')}: move what both need down a layer (src/domain, src/contract).`,
    },
    ...(folders === SHARED ? [NODE_SAFE] : []),
  ];
  return {
    files: filesOf(folders.filter((name) => !unchecked.includes(name))),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
});

/**
 * APIs newer than the supported browsers (package.json "browserslist": Chrome 109, Edge 121, Firefox 115,
 * Safari 15.4): each needs a fallback, and src/domain/abortSignals.ts is where the abort signals have theirs.
 */
const NEWER_THAN_SUPPORTED = [
  ...['any', 'timeout'].map((property) => ({
    object: 'AbortSignal',
    property,
    message: 'Newer than the supported browsers: use anySignal / timeoutSignal (src/domain/abortSignals.ts).',
  })),
  ...[
    ['Object', 'groupBy'],
    ['Map', 'groupBy'],
    ['Promise', 'withResolvers'],
    ['Array', 'fromAsync'],
  ].map(([object, property]) => ({ object, property, message: 'Newer than the supported browsers.' })),
  ...[
    'toSorted',
    'toReversed',
    'toSpliced',
    'isWellFormed',
    'union',
    'intersection',
    'symmetricDifference',
  ].map((property) => ({
    property,
    message: 'Newer than the supported browsers (package.json "browserslist").',
  })),
];

/** The browser's storages are named only in src/storage, so that every stored key is named once there. */
const STORAGES = ['localStorage', 'sessionStorage'];
const STORAGE_MESSAGE = 'Use the browser storage through src/storage (browserStorage.ts, storageKeys.ts).';
const RAW_STORAGE = {
  globals: STORAGES.map((name) => ({ name, message: STORAGE_MESSAGE })),
  properties: STORAGES.map((property) => ({ object: 'window', property, message: STORAGE_MESSAGE })),
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'mock-server/data', 'bench/out', 'e2e/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-properties': ['error', ...NEWER_THAN_SUPPORTED, ...RAW_STORAGE.properties],
      'no-restricted-globals': ['error', ...RAW_STORAGE.globals],
    },
  },
  {
    files: ['src/storage/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', ...NEWER_THAN_SUPPORTED],
      'no-restricted-globals': 'off',
    },
  },
  // Test helpers set up and inspect the storages the console reads.
  {
    files: ['src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  // The browser check runs as a plain script in any browser, before the console's modules (ES5 only:
  // src/browserCheck.test.ts parses it as ES5, which this parser does not check).
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  // Unit tests run in node, never in a browser.
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-globals': 'off' },
  },
  ...layerRules,
  {
    // The mock shares with the console only its bottom layer (src/domain, src/contract): the console's other
    // folders and files, config.ts included, are for the browser.
    files: ['mock-server/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)src/(?!(${SHARED.join('|')})(/|$))`,
              message: 'The mock imports from the console only src/domain and src/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'mock-server/**/*.ts',
      'deploy/**/*.ts',
      'e2e/**/*.{ts,mjs}',
      'bench/**/*.ts',
      'scripts/**/*.mjs',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      // A catch binding nobody reads is named with a leading _ (ES5, as the browser check, needs one).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
);
