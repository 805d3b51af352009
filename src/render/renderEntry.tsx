// The server's page renderer (issue 20, docs/architecture.md#server-rendered-pages): the same components and the same
// store the browser uses draw each page's HTML, and the store's state goes into the page for the browser's store to
// start from (Redux's server-rendering pattern). Built by webpack into one file (dist-render/render.js) that the
// server loads whole; the server knows it only by src/domain/pageRendering.ts.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { preloadEveryScreen } from '../app/routes';
import { setupStore } from '../app/store';
import { activeTranslate, i18n, loadEveryCatalog } from '../core/i18n';
import { DocumentHeadContext, type DocumentHead } from '../core/useDocumentTitle';
import { pageStatus, type PageRenderer, type PageRequest, type RenderedPage } from '../domain/pageRendering';
import { routeForPath } from '../domain/routeTable';
import { emailConfirmationActions } from '../features/contact/emailConfirmationSlice';
import { postedFormActions } from './postedForms';

/** The store a page starts with: the plan's configuration, the language, the notices and the maintenance flag. */
function pageStore(request: PageRequest) {
  const maintenance = request.inMaintenance === undefined ? 'unknown' : request.inMaintenance ? 'on' : 'off';
  return setupStore(
    {
      // Drawn for a browser that may never run the app's scripts: what works without them (appSlice.ts).
      app: { config: request.config, language: request.language, maintenance, interactive: false },
      // Notices the server could not read are left for the browser to fetch, as it did before pages were drawn here.
      ...(request.notices ? { notifications: { status: 'loaded' as const, messages: [...request.notices] } } : {}),
    },
    { sagas: false },
  );
}

export function renderPage(request: PageRequest): RenderedPage {
  // renderToString is synchronous, so the language activated here is the one the whole page is drawn in.
  i18n.activate(request.language);
  const store = pageStore(request);
  const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
  if (request.posted) {
    for (const action of postedFormActions(routeForPath(pathname).screen, request.posted, activeTranslate(), request.config)) store.dispatch(action);
  }
  // The email's link (issue 36): where its confirmation stands, drawn by the page and carried in its state.
  if (request.emailConfirmation) store.dispatch(emailConfirmationActions.outcomeReceived(request.emailConfirmation));
  // The state before drawing: what the browser's store starts from, so that its first render (hydration) is this one.
  const { app, ...slices } = store.getState();
  const { config: _carriedByThePage, ...appState } = app;
  const head: DocumentHead = {};
  const body = renderToString(
    <DocumentHeadContext.Provider value={head}>
      <Provider store={store}>
        <StaticRouter location={request.url}>
          <App />
        </StaticRouter>
      </Provider>
    </DocumentHeadContext.Provider>,
  );
  return {
    status: pageStatus(pathname, request.inMaintenance),
    title: head.title ?? request.config.planName,
    body,
    state: { app: appState, ...slices },
  };
}

export async function createPageRenderer(languages: readonly string[]): Promise<PageRenderer> {
  await preloadEveryScreen();
  await loadEveryCatalog(languages);
  return { render: renderPage };
}
