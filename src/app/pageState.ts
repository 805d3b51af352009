// Reads the state a page drawn on the server carries (src/render/renderEntry.tsx writes it, server/spa.ts puts it in):
// the browser's store starts from it, so that React's first render is the server's (Redux's server-rendering pattern).
import { PAGE_STATE_ELEMENT_ID } from '../domain/pageRendering';
import type { PreloadedState } from './store';

/** The drawn page's state, or undefined when the page was not drawn on the server (or its state cannot be read). */
export function readPageState(doc: Document = document): PreloadedState | undefined {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    // The server wrote it from a store of this very build: an object of slices.
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as PreloadedState;
  } catch {
    // Drawn again below, as without a server.
  }
  console.error('The page state in the page is not a JSON object; the page is drawn again.');
  return undefined;
}
