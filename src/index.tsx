// Bootstrap: read the runtime configuration, create the store, render the app.
import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
