// What the page's own script (public/index.html) keeps until the app takes a page drawn by the server over (issue 20):
// the forms sent meanwhile, held back. Apart from src/forms/useEarlyInput.ts, which sends them, so that the bootstrap
// (src/app/bootstrap.tsx) can stop the holding without bringing redux-form into every page's first load.

/** What the page's inline script keeps until the app takes over (public/index.html). */
export interface EarlyPage {
  /** The submit listener that holds a form back; the app removes it as it takes over. */
  hold: (event: Event) => void;
  /** The forms sent before the app took over, in order, each once. */
  submitted: HTMLFormElement[];
}

declare global {
  interface Window {
    portalEarly?: EarlyPage;
  }
}

/** From here on React answers every event: a form sent now is the app's to send (src/app/bootstrap.tsx calls it). */
export function stopHoldingForms(): void {
  if (window.portalEarly) document.removeEventListener('submit', window.portalEarly.hold, true);
}

