// Where the shell puts its toasts and its loading message (docs/screens.md#app-shell): in the page's order, so that
// where the screen leaves no room beside the main column they push the page down instead of covering it (shell.css).
import { act, screen, within } from '@testing-library/react';
import { loadingMessageShown } from '../../src/core/appSlice';
import { toastShown } from '../../src/features/toasts/toastsSlice';
import { renderApp } from '../../support/renderApp';

const SAVED = 'Attestation Form has been successfully saved';

/** True when `first` comes before `second` in the document. */
function precedes(first: Element, second: Element): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('the shell messages', () => {
  it('puts the toasts under the banner and notices, before the main content, with their regions and close buttons', async () => {
    const { store } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    act(() => void store.dispatch(toastShown({ msg: SAVED, severity: 'success' })));

    const status = screen.getByRole('list', { name: 'Messages' }).closest('[role="status"]') as HTMLElement;
    const main = screen.getByRole('main');
    expect(within(status).getByText(SAVED)).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: `Close: ${SAVED}` })).toBeInTheDocument();
    expect(precedes(screen.getByRole('banner'), status)).toBe(true);
    expect(precedes(status, main)).toBe(true);
    expect(main).not.toContainElement(status);
    // The skip link still goes past them, straight to the main content.
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('says "Loading…" at the end of the main column, after the screen and before the footer', async () => {
    const { store } = renderApp({ route: '/' });
    const heading = await screen.findByRole('heading', { level: 1 });
    act(() => void store.dispatch(loadingMessageShown()));

    const loading = screen.getByText('Loading…');
    const main = screen.getByRole('main');
    expect(main).toContainElement(loading);
    expect(precedes(heading, loading)).toBe(true);
    expect(main.lastElementChild).toContainElement(loading);
    expect(precedes(loading, screen.getByRole('contentinfo'))).toBe(true);
    expect(loading.closest('[role="status"]')).toHaveClass('loading-host');
  });
});
