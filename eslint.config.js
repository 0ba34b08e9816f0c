import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The console's layers, top to bottom: App.tsx and routes.tsx; pages and layout (the shell); resources;
 * components; dataProvider, authProvider, devices and i18n; config.ts, domain and contract. A module imports
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
  {
    files: ['src/config.ts', 'src/{domain,contract}/**/*.ts'],
    rules: layerRule(DATA, 'The bottom layer', NODE_SAFE),
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
