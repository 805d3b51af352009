// ESLint flat config: TypeScript, React hooks, accessibility, and the module boundaries of DESIGN §3.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const FEATURES = ['notifications', 'toasts', 'contact', 'tgi', 'attestation'];

// Across features only action creators and selectors: another feature's slice module, nothing else.
const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/${other}`,
    except: [`./${other}Slice.ts`],
    message: 'A feature may use only another feature\'s slice (action creators and selectors).',
  })),
);

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-server/', 'storybook-static/', 'coverage/', 'public/mockServiceWorker.js', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/domain', from: ['./src/app', './src/features', './src/components', './src/api', './src/theme'], message: 'src/domain is framework-free and imports only itself.' },
            { target: ['./src/components', './src/api', './src/theme'], from: ['./src/features', './src/app', './src/forms'], message: 'components/, api/ and theme/ never import features/, forms/ or app/.' },
            // The form flow every form shares: api/, domain/, components/ and the app's slice and saga helpers, never a feature.
            { target: './src/forms', from: './src/features', message: 'src/forms is shared by every form and never imports a feature.' },
            { target: './src/forms', from: './src/app', except: ['./appSlice.ts', './sagaHelpers.ts'], message: 'src/forms may use only the app slice and its saga helpers.' },
            { target: './src', from: ['./tests', './stories', './server'], message: 'Product code never imports tests, stories or the server.' },
            { target: './server', from: ['./src/app', './src/features', './src/components', './src/api', './src/theme'], message: 'The server imports only src/domain.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'react/*', 'redux', 'redux-*', '@reduxjs/*', 'antd', 'antd/*', '@ant-design/*', 'fastify', '@fastify/*'], message: 'src/domain is framework-free.' }] },
      ],
    },
  },
  {
    files: ['tests/**', 'stories/**', '.storybook/**', '.ci/**', 'server/scripts/**', 'server/admin/**'],
    rules: { 'no-console': 'off' },
  },
);
