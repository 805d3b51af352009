// Bootstrap: read the runtime configuration, then take over the page the server drew, or draw it when there is none.
import { activated, drawPage, hydratePage } from './app/bootstrap';
import { readPageState } from './app/pageState';
import { preloadScreen } from './app/routes';
import { readRuntimeConfig } from './app/runtimeConfig';
import { startLanguage } from './domain/language';
import './theme/palette.css';
import './app/shell.css';

const config = readRuntimeConfig();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const drawn = readPageState();
if (drawn) {
  void hydratePage(container, drawn, config);
} else {
  // No page from the server (`npm run dev`): the screen's chunk is usually in already, so at most one task is waited
  // for it; another language's catalog is waited for, so that the first screen is in it.
  const nextTask = new Promise<void>((resolve) => setTimeout(resolve, 0));
  const pageReady = Promise.race([preloadScreen(window.location.pathname).catch(() => undefined), nextTask]);
  const language = startLanguage(config.languages, window.location.search, document.cookie);
  void Promise.all([activated(language), pageReady]).then(([active]) => drawPage(container, { app: { language: active } }, config));
}
