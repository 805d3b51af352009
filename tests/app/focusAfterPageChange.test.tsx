// docs/screens.md#routes: after the app moves to another page, focus goes to the new page's h1 (or to <main> when it
// has none); the first render, a change of only the query or the hash, and what a page does in place keep it where it is.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { App } from '../../src/app/App';
import { setupStore } from '../../src/app/store';
import { MAINTENANCE_POLL_INTERVAL_MS } from '../../src/domain/constants';
import { mockEndpoint } from '../../mocks/handlers';
import { server } from '../../support/mswServer';
import { renderApp } from '../../support/renderApp';

const HOME_HEADING = 'Sunrise Health Plan forms';
const CONTACT_HEADING = 'Member Preferred Method of Contact Consent Form';
const CHILDHOOD_HEADING = 'Childhood Lead Poison Prevention Program Provider Training';
const MAINTENANCE_HEADING = "We'll be back soon!";

/** A lazily loaded screen's first route in a jest worker waits for babel to compile its modules (routes.test.tsx). */
const LAZY_SCREEN_WAIT = { timeout: 10_000 };

describe('focus after moving to another page, in the portal', () => {
  it('leaves focus alone on the first render', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING }, LAZY_SCREEN_WAIT)).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the form page's heading after a link of the index is followed", async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('link', { name: CONTACT_HEADING }, LAZY_SCREEN_WAIT));
    const heading = await screen.findByRole('heading', { level: 1, name: CONTACT_HEADING }, LAZY_SCREEN_WAIT);
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("takes focus from a link that stays on screen (the banner's home link on the not-found page)", async () => {
    const { user } = renderApp({ route: '/no-such-page' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY_SCREEN_WAIT);
    const homeLink = screen.getByRole('link', { name: 'Sunrise Health Plan forms home' });
    await user.click(homeLink);
    const heading = await screen.findByRole('heading', { level: 1, name: HOME_HEADING }, LAZY_SCREEN_WAIT);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(homeLink).toBeInTheDocument();
  });

  it('keeps focus where it is when only the query or the hash changes', async () => {
    const store = setupStore();
    const user = userEvent.setup();
    function QueryLinks() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/preferredcontact?from=newsletter')}>
            Add a query
          </button>
          <button type="button" onClick={() => navigate('/preferredcontact?from=newsletter#main')}>
            Add a hash
          </button>
        </>
      );
    }
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/preferredcontact']}>
          <App />
          <QueryLinks />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByRole('heading', { level: 1, name: CONTACT_HEADING }, LAZY_SCREEN_WAIT);
    const firstName = screen.getByRole('textbox', { name: /First Name/ });
    await user.click(firstName);
    // element.click() runs the handler without moving focus to the button, as a script's navigation would.
    await act(async () => screen.getByRole('button', { name: 'Add a query' }).click());
    expect(firstName).toHaveFocus();
    await act(async () => screen.getByRole('button', { name: 'Add a hash' }).click());
    expect(firstName).toHaveFocus();
  });
});

describe('focus on the way to and back from maintenance', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Lets the answers in flight arrive and the lazily loaded pages render, moving the fake clock by `milliseconds`. */
  async function advance(milliseconds = 0): Promise<void> {
    for (let turn = 0; turn < 10; turn += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(turn === 0 ? milliseconds : 0);
      });
    }
  }

  it("moves focus to the maintenance page's heading, then to the form's when maintenance ends", async () => {
    const flag = { inMaintenance: true };
    server.use(mockEndpoint('siteInMaintenance', () => HttpResponse.json(flag.inMaintenance)));
    renderApp({ route: '/childhood', userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await advance();
    expect(screen.getByRole('heading', { level: 1, name: MAINTENANCE_HEADING })).toHaveFocus();

    flag.inMaintenance = false;
    await advance(MAINTENANCE_POLL_INTERVAL_MS);
    expect(screen.getByRole('heading', { level: 1, name: CHILDHOOD_HEADING })).toHaveFocus();
  });
});
