// Every story gets a fresh store with its sagas, a router, and msw handlers. antd's theme is not added here: the one
// part antd draws, the confirm dialog, brings its own (src/components/AntdTheme.tsx), as in the portal.
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore, type AppStore, type PreloadedState } from '../src/app/store';
import { activateLanguage, FORM_CATALOGS, loadFormCatalog } from '../src/core/i18n';
import { DEMO_PORTAL_CONFIG } from '../src/domain/portalConfig';
import { defaultHandlers } from '../mocks/handlers';
import '../support/formModules';
import '../src/theme/palette.css';
import '../src/app/shell.css';

export interface PortalStoryParameters {
  /** Redux state the story starts from. */
  store?: PreloadedState;
  /** The path the story's router starts at. */
  route?: string;
}

/** The toolbar's languages (docs/languages.md): every story can be seen in each. */
const STORY_LANGUAGES = ['en', 'es'];

/** The language the toolbar chose; a story that sets its own configuration keeps its own languages. */
function storyLanguage(globals: Record<string, unknown>): string {
  return typeof globals.language === 'string' && STORY_LANGUAGES.includes(globals.language) ? globals.language : 'en';
}

/** Ends the story's sagas when it is taken off the page (src/app/store.ts says why). */
function StopsSagasOnUnmount({ store, children }: { store: AppStore; children: ReactNode }) {
  useEffect(() => () => store.stopSagas(), [store]);
  return children;
}

const withPortal: Decorator = (Story, context) => {
  const parameters = context.parameters as PortalStoryParameters;
  const language = storyLanguage(context.globals);
  const preloaded = parameters.store ?? {};
  const store = setupStore({
    ...preloaded,
    app: { config: { ...DEMO_PORTAL_CONFIG, languages: STORY_LANGUAGES }, ...preloaded.app, language },
  });
  return (
    <StopsSagasOnUnmount store={store}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[parameters.route ?? '/']}>
          <Story />
        </MemoryRouter>
      </Provider>
    </StopsSagasOnUnmount>
  );
};

const preview: Preview = {
  decorators: [withPortal],
  // The chosen language's catalogs are loaded before the story draws, as the portal does before its first screen; every
  // form's, since a story draws a form's parts without the router that loads a form's catalog with its page.
  loaders: [
    mswLoader(),
    async ({ globals }) => {
      await Promise.all(FORM_CATALOGS.map(loadFormCatalog));
      await activateLanguage(storyLanguage(globals));
      return {};
    },
  ],
  globalTypes: {
    language: {
      description: 'The language of the portal',
      toolbar: { title: 'Language', icon: 'globe', items: STORY_LANGUAGES.map((value) => ({ value, title: value === 'en' ? 'English' : 'Español' })), dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: {
    layout: 'padded',
    msw: { handlers: { defaults: defaultHandlers } },
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } } },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone (360 × 740)', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
