// Bootstrap: read the runtime configuration, create the store, render the app.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadScreen } from './app/routes';
import { readRuntimeConfig } from './app/runtimeConfig';
import { setupStore } from './app/store';
import './theme/palette.css';
import './app/shell.css';

const store = setupStore({ app: { config: readRuntimeConfig() } });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement) {
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
const nextTask = new Promise<void>((resolve) => setTimeout(resolve, 0));
void Promise.race([preloadScreen(window.location.pathname).catch(() => undefined), nextTask]).then(() => render(container));
