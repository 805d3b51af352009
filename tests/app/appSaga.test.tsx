// App start (docs/states.md "App level"): loaded at 1 s from navigation start, and the maintenance redirect. The preboot
// screen is the page's own (tests/render/pageScript.test.ts).
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockEndpoint } from '../../mocks/handlers';
import { scenarios } from '../../mocks/scenarios';
import { server } from '../../support/mswServer';
import { renderApp } from '../../support/renderApp';

const MAINTENANCE_HEADING = "We'll be back soon!";

/** Moves the fake clock (and performance.now) forward, letting sagas and React settle. */
async function advance(milliseconds: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(milliseconds);
  });
}

describe('boot timers', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('marks the app loaded at 1000 ms, not at 999 ms', async () => {
    const { store } = renderApp();
    await advance(999);
    expect(store.getState().app.loaded).toBe(false);
    await advance(1);
    expect(store.getState().app.loaded).toBe(true);
  });

  it('counts the delay from navigation start, not from when the app started', async () => {
    // A slow download: the bundle runs 600 ms after navigation start.
    jest.advanceTimersByTime(600);
    const { store } = renderApp();
    await advance(399);
    expect(store.getState().app.loaded).toBe(false);
    await advance(1);
    expect(store.getState().app.loaded).toBe(true);
  });

  it('marks the app loaded at once when it starts after 1000 ms, and draws it', async () => {
    jest.advanceTimersByTime(2000);
    const { store } = renderApp();
    await advance(0);
    expect(store.getState().app.loaded).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeInTheDocument();
  });
});

describe('maintenance check', () => {
  it.each(['/', '/childhood', '/preferredcontact', '/tgisurvey', '/no-such-page'])(
    'shows the maintenance page when the site reports maintenance, from %s',
    async (route) => {
      server.use(...scenarios.maintenanceOn);
      renderApp({ route });
      expect(await screen.findByRole('heading', { level: 1, name: MAINTENANCE_HEADING })).toBeInTheDocument();
      expect(screen.getByText(/maintenance/i, { selector: 'p' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it('stays on the requested page when the site answers false', async () => {
    const { store } = renderApp({ route: '/oralhealth' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oral Health & Topical Fluoride Application Training' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().app.maintenance).toBe('off'));
    expect(screen.getByRole('heading', { level: 1, name: 'Oral Health & Topical Fluoride Application Training' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MAINTENANCE_HEADING })).not.toBeInTheDocument();
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500, statusText: 'Internal Server Error' }),
      'Error Code: 500 Message: Internal Server Error',
    ],
    ['a network failure', () => HttpResponse.error(), expect.any(String)],
  ])('leaves the site usable after %s on the check', async (_name, resolver, logged) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(mockEndpoint('siteInMaintenance', resolver));
      const { store, user } = renderApp({ route: '/' });
      await waitFor(() => expect(store.getState().app.maintenance).toBe('off'));
      expect(consoleError).toHaveBeenCalledWith(logged);
      expect(screen.queryByRole('heading', { name: MAINTENANCE_HEADING })).not.toBeInTheDocument();
      // Still usable: the index links lead to the forms.
      await user.click(screen.getByRole('link', { name: 'DEI Provider Training Program' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'DEI Provider Training Program' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });
});
