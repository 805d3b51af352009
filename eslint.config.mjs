// ESLint flat config: TypeScript, React hooks, accessibility, and the module boundaries of docs/architecture.md#module-boundaries.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// Every folder of src/features is a feature: a new one is inside the boundaries as soon as it exists.
const FEATURES = fs
  .readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The store is read and written through the typed hooks of src/core/hooks.ts only, as in the Redux Essentials app.
const RAW_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from src/core/hooks.ts',
};

// Across features only action creators and selectors: another feature's slice module, nothing else.
const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/${other}`,
    except: [`./${other}Slice.ts`],
    message: 'A feature may use only another feature\'s slice (action creators and selectors).',
  })),
);

// The server's entry points: the routes, the admin command line, and the app (its plugins, app.ts, main.ts).
const SERVER_ENTRIES = ['./server/routes', './server/admin', './server/plugins', './server/app.ts', './server/main.ts'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-server/', 'dist-render/', 'dist-staff/', 'storybook-static/', 'coverage/', 'public/mockServiceWorker.js', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    // The boundary zones below match resolved files; import-x's default resolver knows no .ts or .tsx, so an
    // extensionless TypeScript import would slip through every zone unchecked.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/domain', from: ['./src/app', './src/core', './src/features', './src/forms', './src/components', './src/api', './src/theme'], message: 'src/domain is framework-free and imports only itself.' },
            // src/app is the composition root (store assembly, root saga, router, shell): it may import everything, and
            // nothing in product code imports it but src/index.tsx. What the others share lives in src/core.
            { target: ['./src/core', './src/features', './src/forms', './src/components', './src/api', './src/theme'], from: './src/app', message: 'src/app is the composition root: nothing imports it but src/index.tsx; shared code goes in src/core.' },
            // src/render is the server's entry point into the app, as src/index.tsx is the browser's: nothing imports it.
            { target: ['./src/app', './src/core', './src/features', './src/forms', './src/components', './src/api', './src/theme', './src/domain'], from: './src/render', message: 'src/render is the entry of the page renderer, built on its own: nothing in src imports it.' },
            { target: ['./src/core', './src/components', './src/api', './src/theme'], from: ['./src/features', './src/forms'], message: 'core/, components/, api/ and theme/ never import features/ or forms/.' },
            { target: './src/core', from: './src/components', message: 'src/core sits below the components: it never imports them.' },
            // A component that reads the store (redux-form's state) does so through the typed hooks, nothing else of core/.
            { target: './src/components', from: './src/core', except: ['./hooks.ts', './rootState.ts'], message: 'components/ may use only the typed hooks of core/ (core/hooks.ts).' },
            { target: ['./src/api', './src/theme'], from: './src/core', message: 'api/ and theme/ never import core/.' },
            // The form flow every form shares: api/, domain/, components/ and core/ (the app slice, the saga helpers, and the
            // reducer registry through which forms/formReducer.ts adds redux-form's `form` slice); never a feature.
            { target: './src/forms', from: './src/features', message: 'src/forms is shared by every form and never imports a feature.' },
            { target: ['./src/app', './src/core', './src/features', './src/forms', './src/components', './src/api', './src/theme', './src/staff'], from: './src/domain/forms.ts', message: "The form descriptors carry every form's rules: they are for the server and the mocks. A page takes its labels from its record's module." },
            // The staff console (issue 37) is built on its own and loads on no public page: nothing else in src imports it,
            // and it takes only the contract and rules of src/domain and the palette of src/theme, never the portal's app.
            { target: ['./src/!(staff)/**', './src/*.{ts,tsx}'], from: './src/staff', message: 'src/staff is the staff console, its own build: nothing else in src imports it.' },
            { target: './src/staff', from: ['./src/app', './src/core', './src/features', './src/forms', './src/api', './src/render', './src/locales', './src/index.tsx'], message: 'src/staff imports only src/domain, src/theme and its own modules: the public app stays out of the console.' },
            // Of the components, only the dialogs' scroll lock: a browser hook with no portal state in it.
            { target: './src/staff', from: './src/components', except: ['./useBodyScrollLock.ts'], message: 'src/staff imports only src/domain, src/theme and its own modules: the public app stays out of the console.' },
            { target: './src', from: ['./tests', './stories', './mocks', './support', './server'], message: 'Product code never imports tests, stories, mocks, support or the server.' },
            // The msw mocks serve jest, Storybook and `npm run dev` alike; the helpers in support/ serve tests and stories alike (docs/architecture.md).
            { target: './mocks', from: ['./tests', './stories', './support'], message: 'mocks/ never imports tests, stories or support.' },
            { target: './support', from: ['./tests', './stories'], message: 'support/ never imports tests or stories.' },
            { target: './stories', from: './tests', message: 'Stories never import tests; a helper both use lives in support/.' },
            { target: './tests', from: './stories/**', except: ['**/*.stories.tsx'], message: 'Tests import only the stories themselves from stories/; a helper both use lives in support/.' },
            { target: './server', from: ['./src/app', './src/core', './src/features', './src/forms', './src/components', './src/api', './src/theme', './src/render', './src/staff'], message: 'The server imports only src/domain: it loads the page renderer as the build wrote it (server/pages.ts).' },
            // Inside the server (docs/architecture.md#module-boundaries): the store at the bottom, the domain services
            // (consent/, delivery/, security/, the modules beside app.ts) over it, and on top the routes, the admin
            // command line and the plugins app.ts composes. Routes and admin call the services and the store's interface.
            { target: ['./server/!(store)/**', './server/*.ts'], from: './server/store/{*Queries,storeAccess}.ts', message: 'Only the store touches its queries: go through PortalStore (server/store/types.ts) or a module of the store that is not a query module.' },
            { target: ['./server/store', './server/consent', './server/delivery', './server/security', './server/exports', './server/staff', './server/!(app|main).ts'], from: SERVER_ENTRIES, message: 'The store and the domain services never import the routes, the admin command line or the app\'s plugins: those call them.' },
            { target: './server/routes', from: SERVER_ENTRIES.filter((entry) => entry !== './server/routes'), message: 'A route calls the domain services and the store, never the admin command line or the app\'s plugins.' },
            { target: './server/admin', from: SERVER_ENTRIES.filter((entry) => entry !== './server/admin'), message: 'The admin command line calls the domain services and the store, never the web app\'s routes or plugins.' },
            { target: './server/plugins', from: ['./server/admin', './server/app.ts', './server/main.ts'], message: 'A plugin is composed by app.ts; it never imports it, main.ts or the admin command line.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // The console has its own store, read and written through its own typed hooks.
    files: ['src/staff/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ ...RAW_REDUX_HOOKS, message: 'Use useStaffSelector / useStaffDispatch from src/staff/hooks.ts' }] }],
    },
  },
  {
    files: ['src/core/hooks.ts', 'src/staff/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Flat config replaces a rule's options block by block, so this block repeats the ban on the raw hooks.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [RAW_REDUX_HOOKS],
          patterns: [{ group: ['react', 'react-*', 'react/*', 'redux', 'redux-*', '@reduxjs/*', 'antd', 'antd/*', '@ant-design/*', 'fastify', '@fastify/*'], message: 'src/domain is framework-free.' }],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'stories/**', '.storybook/**', '.ci/**', 'server/scripts/**', 'server/admin/**'],
    rules: { 'no-console': 'off' },
  },
);
