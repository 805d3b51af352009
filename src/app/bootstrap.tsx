// How the browser's app starts (src/index.tsx runs it): it takes over the page the server drew (hydrates it), or draws
// the page itself when there is none (`npm run dev`). Apart from the entry so that tests take a page over the same way.
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { preloadScreen } from './routes';
import { setupStore, type AppStore, type PreloadedState } from './store';
import { activateLanguage } from '../core/i18n';
import { SOURCE_LANGUAGE } from '../domain/language';
import type { PortalConfig } from '../domain/portalConfig';

/** A language's catalogs loaded and active; English (in this bundle) if they cannot load. */
export async function activated(language: string): Promise<string> {
  try {
    await activateLanguage(language);
    return language;
  } catch {
    await activateLanguage(SOURCE_LANGUAGE);
    return SOURCE_LANGUAGE;
  }
}

function portal(store: AppStore) {
  // No StrictMode: its simulated unmount and remount unregisters redux-form 8's fields without
  // registering them again, so an invalid form would pass validation (seen in the browser).
  return (
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  );
}

/** The running app: its store and its React root (a test ends both). */
export interface StartedApp {
  store: AppStore;
  root: Root;
}

/** Draws the app in `root`, replacing whatever it holds; a transition draws it in slices that yield to the browser. */
export function drawPage(root: HTMLElement, state: PreloadedState, config: PortalConfig): StartedApp {
  const store = setupStore({ ...state, app: { ...state.app, config } });
  root.replaceChildren();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(portal(store)));
  return { store, root: reactRoot };
}

/**
 * Takes over the page the server drew (docs/architecture.md#server-rendered-pages): the store starts from the state it
 * was drawn with, the language's catalogs and then the screen's code are in (the server sent them ahead of the main
 * bundle, so neither waits for the network; the screen's catalog is loaded in the language active when it is), and
 * React takes the markup over as it is, with no second render, in slices that yield to the browser.
 */
export async function hydratePage(root: HTMLElement, state: PreloadedState, config: PortalConfig): Promise<StartedApp> {
  const language = state.app?.language ?? SOURCE_LANGUAGE;
  const active = await activated(language);
  await preloadScreen(window.location.pathname).catch(() => undefined);
  // The page is in a language whose catalog did not come: drawn again in English rather than taken over wrong.
  if (active !== language) return drawPage(root, { ...state, app: { ...state.app, language: active } }, config);
  const store = setupStore({ ...state, app: { ...state.app, config } });
  // A task of its own for the store and its sagas, another for hydration: one long task would block a tap meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // In a transition, so that React hydrates in slices that yield to the browser (a default-priority hydration is one
  // task: 75 ms on Lighthouse's phone, 4x slower than this machine).
  let reactRoot!: Root;
  startTransition(() => {
    reactRoot = hydrateRoot(root, portal(store));
  });
  return { store, root: reactRoot };
}
