// The server's page renderer as the server loads it, and the browser's take-over of what it draws, for the tests of
// tests/render/ (issue 20 and issue 34): a page drawn in Node, received at its address in jsdom, then hydrated as
// src/index.tsx does it. The console guard fails a test on any warning, so a hydration mismatch (React says each one
// on the console in development) fails the test that took the page over.
import { act } from 'react';
import { hydratePage, type StartedApp } from '../../../src/app/bootstrap';
import type { PreloadedState } from '../../../src/app/store';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import type { PageRenderer, RenderedPage } from '../../../src/domain/pageRendering';
import type * as RenderEntryModule from '../../../src/render/renderEntry';

/** The plan the pages are drawn for (English and Spanish). */
export const PAGE_CONFIG = DEMO_PORTAL_CONFIG;

let started: StartedApp | undefined;

/**
 * The renderer as the server has it, where there is no DOM: its modules get a registry of their own, and are loaded
 * and readied while the document cannot create elements, which is how react-redux and MaskedPhoneField tell a server
 * from a browser (they then use no layout effect, as on the server). React DOM itself is loaded first, with the DOM:
 * it feature-tests the document as it loads. The browser's modules, the test file's, see the DOM as a browser's.
 */
export async function loadServerRenderer(): Promise<PageRenderer> {
  let renderer: PageRenderer | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.requireActual('react-dom');
    jest.requireActual('react-dom/server');
    Object.defineProperty(document, 'createElement', { value: undefined, configurable: true });
    try {
      const entry = jest.requireActual<typeof RenderEntryModule>('../../../src/render/renderEntry');
      renderer = await entry.createPageRenderer(PAGE_CONFIG.languages);
    } finally {
      Reflect.deleteProperty(document, 'createElement');
    }
  });
  if (!renderer) throw new Error('the render entry did not load');
  return renderer;
}

/** The page as the browser receives it: the drawn markup in the root element, at the page's address. */
export function receive(page: RenderedPage, url: string): HTMLElement {
  window.history.replaceState(null, '', url);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = page.body;
  document.body.append(root);
  return root;
}

/** The browser's app takes the received page over from the page's state, as src/index.tsx does. */
export async function takeOver(page: RenderedPage, root: HTMLElement): Promise<StartedApp> {
  await act(async () => {
    started = await hydratePage(root, page.state as PreloadedState, PAGE_CONFIG);
  });
  if (!started) throw new Error('the page was not taken over');
  return started;
}

/** Ends the app a test started and empties the document (each test file calls it after each test). */
export function endTakeOver(): void {
  act(() => started?.root.unmount());
  started?.store.stopSagas();
  started = undefined;
  document.body.replaceChildren();
}
