import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The console's layers, top to bottom: App.tsx and routes.tsx; pages and layout (the shell); resources;
 * components; dataProvider, authProvider, players (the QBIC player client and everything it runs) and i18n; storage; config.ts, domain and contract. A module imports
 * only from its own layer or below, so an upward import is a lint error.
 */
const folders = (names) => `(^|/)(${names.join('|')})(/|$)`;
const APP = '(^|/)(App|routes)(\\.tsx?)?$';
const upward = (names, layer) => [
  {
    regex: folders(names),
    message: `${layer} may not import from ${names.join(', ')}: move what both need down a layer (src/domain, src/contract).`,
  },
  { regex: APP, message: `${layer} may not import the map (App.tsx, routes.tsx).` },
];
const layerRule = (names, layer, extra = []) => ({
  'no-restricted-imports': ['error', { patterns: [...upward(names, layer), ...extra] }],
});
const SHELL = ['pages', 'layout'];
const RESOURCES = [...SHELL, 'resources'];
const COMPONENTS = [...RESOURCES, 'components'];
const DATA = [...COMPONENTS, 'dataProvider', 'authProvider', 'players', 'i18n', 'test'];
/** Browser storage (the token and the other stored keys) sits below both providers, so neither needs the other. */
const STORAGE = [...DATA, 'storage'];
/** The contract is shared with the mock (node): no browser-only packages. */
const NODE_SAFE = [
  {
    regex: '^(react|react-dom|react-admin|ra-[a-z-]+|@mui/.*|@emotion/.*)(/|$)',
    message: 'src/contract and src/domain are shared with the mock: no browser-only packages.',
  },
];

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
      'no-restricted-properties': ['error', ...NEWER_THAN_SUPPORTED],
    },
  },
  // The browser check runs as a plain script in any browser, before the console's modules.
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  // Unit tests run in node, never in a browser.
  { files: ['src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-properties': 'off' } },
  { files: ['src/resources/**/*.{ts,tsx}'], rules: layerRule(SHELL, 'A resource') },
  { files: ['src/components/**/*.{ts,tsx}'], rules: layerRule(RESOURCES, 'A shared component') },
  {
    files: ['src/{dataProvider,authProvider,players,i18n}/**/*.{ts,tsx}'],
    rules: layerRule(COMPONENTS, 'The data layer'),
  },
  { files: ['src/storage/**/*.ts'], rules: layerRule(DATA, 'Browser storage') },
  {
    files: ['src/config.ts', 'src/{domain,contract}/**/*.ts'],
    rules: layerRule(STORAGE, 'The bottom layer', NODE_SAFE),
  },
  {
    // The mock shares with the console only its bottom layer (src/domain, src/contract): the console's other
    // folders, config.ts included (it reads the browser build's environment), are for the browser.
    files: ['mock-server/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!(domain|contract)(/|$))',
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
