// Bootstrap: read the runtime configuration, create the store, render the app.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { readRuntimeConfig } from './app/runtimeConfig';
import { setupStore } from './app/store';
import './app/shell.css';

const store = setupStore({ app: { config: readRuntimeConfig() } });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// No StrictMode: its simulated unmount and remount unregisters redux-form 8's fields without
// registering them again, so an invalid form would pass validation (seen in the browser).
createRoot(container).render(
  <Provider store={store}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </Provider>,
);
