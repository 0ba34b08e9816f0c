import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The console's layers, top to bottom: App.tsx and routes.tsx; pages and layout (the shell); resources;
 * components; dataProvider, authProvider, devices and i18n; storage; config.ts, domain and contract. A module imports
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
const DATA = [...COMPONENTS, 'dataProvider', 'authProvider', 'devices', 'i18n', 'test'];
/** Browser storage (the token and the other stored keys) sits below both providers, so neither needs the other. */
const STORAGE = [...DATA, 'storage'];
/** The contract is shared with the mock (node): no browser-only packages. */
const NODE_SAFE = [
  {
    regex: '^(react|react-dom|react-admin|ra-[a-z-]+|@mui/.*|@emotion/.*)(/|$)',
    message: 'src/contract and src/domain are shared with the mock: no browser-only packages.',
  },
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
    },
  },
  { files: ['src/resources/**/*.{ts,tsx}'], rules: layerRule(SHELL, 'A resource') },
  { files: ['src/components/**/*.{ts,tsx}'], rules: layerRule(RESOURCES, 'A shared component') },
  {
    files: ['src/{dataProvider,authProvider,devices,i18n}/**/*.{ts,tsx}'],
    rules: layerRule(COMPONENTS, 'The data layer'),
  },
  { files: ['src/storage/**/*.ts'], rules: layerRule(DATA, 'Browser storage') },
  {
    files: ['src/config.ts', 'src/{domain,contract}/**/*.ts'],
    rules: layerRule(STORAGE, 'The bottom layer', NODE_SAFE),
  },
  {
    // The workplace routes of the mock share with the console only its bottom layer (src/domain, src/contract,
    // src/config); the console's own folders are for the browser. Other mock routes follow as their rules move down.
    files: ['mock-server/routes/workplace*.ts', 'mock-server/db/seedDirectory.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)src/(pages|layout|resources|components|dataProvider|authProvider|devices|i18n|test)(/|$)',
              message: 'The mock imports from the console only src/domain, src/contract and src/config.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'mock-server/**/*.ts',
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
