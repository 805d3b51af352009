// Reads the state a page drawn on the server carries (src/render/renderEntry.tsx writes it, server/spa.ts puts it in):
// the browser's store starts from it, so that React's first render is the server's (Redux's server-rendering pattern).
import { PAGE_STATE_ELEMENT_ID } from '../domain/pageRendering';
import { readJsonObject } from './runtimeConfig';
import type { PreloadedState } from './store';

/** The drawn page's state, or undefined when the page was not drawn on the server (or its state cannot be read). */
export function readPageState(doc: Document = document): PreloadedState | undefined {
  // The server wrote it from a store of this very build: an object of slices.
  return readJsonObject(doc, PAGE_STATE_ELEMENT_ID) as PreloadedState | undefined;
}
