// Bootstrap: read the runtime configuration, create the store, render the app.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadScreen } from './app/routes';
import { SOURCE_LANGUAGE, startLanguage } from './domain/language';
import { readRuntimeConfig } from './app/runtimeConfig';
import { setupStore } from './app/store';
import { activateLanguage } from './core/i18n';
import './theme/palette.css';
import './app/shell.css';

const config = readRuntimeConfig();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The language the visit starts in, its catalog loaded (English is in this bundle); English if it cannot load. */
async function startingLanguage(): Promise<string> {
  const language = startLanguage(config.languages, window.location.search, document.cookie);
  try {
    await activateLanguage(language);
    return language;
  } catch {
    await activateLanguage(SOURCE_LANGUAGE);
    return SOURCE_LANGUAGE;
  }
}

function render(root: HTMLElement, language: string) {
  const store = setupStore({ app: { config, language } });
  // No StrictMode: its simulated unmount and remount unregisters redux-form 8's fields without
  // registering them again, so an invalid form would pass validation (seen in the browser).
  const reactRoot = createRoot(root);
  // A transition lets React draw the first screen in slices that yield to the browser, not in one long task: on a
  // phone 4x slower than this machine the first render was one 1 s task (measured in Chromium's trace), and nobody
  // sees it anyway, as the preboot screen covers the page for its first 1.5 s.
  startTransition(() =>
    reactRoot.render(
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>,
    ),
  );
}

// The server sends the current route's chunk ahead of this bundle, so its page is usually in already: then the
// first render draws it, with no 'Loading…' in between. A chunk still on its way is not waited for (at most one
// task): the shell renders and the page follows, as on any later navigation.
// Another language's catalog is waited for: a first screen in English would be redrawn in Spanish a moment later.
const nextTask = new Promise<void>((resolve) => setTimeout(resolve, 0));
const pageReady = Promise.race([preloadScreen(window.location.pathname).catch(() => undefined), nextTask]);
void Promise.all([startingLanguage(), pageReady]).then(([language]) => render(container, language));
