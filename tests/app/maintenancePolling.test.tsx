// docs/readings.md "Maintenance": while the maintenance page shows, the flag is asked every 30 s and on focus, a visible tab
// or the network coming back (never more often than the debounce), and the end of maintenance takes the person back.
import { act, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { App } from '../../src/app/App';
import { setupStore } from '../../src/app/store';
import { MAINTENANCE_POLL_INTERVAL_MS, MAINTENANCE_RECHECK_MIN_GAP_MS } from '../../src/domain/constants';
import { mockEndpoint } from '../../mocks/handlers';
import { server } from '../../support/mswServer';

const MAINTENANCE_HEADING = "We'll be back soon!";
const CHILDHOOD_HEADING = 'Childhood Lead Poison Prevention Program Provider Training';

type FlagAnswer = boolean | 'fails';

/** The back end's maintenance flag, switchable mid-test, counting how often it was asked. */
function maintenanceFlag(initial: FlagAnswer) {
  const flag = { answer: initial, asked: 0 };
  server.use(
    mockEndpoint('siteInMaintenance', () => {
      flag.asked += 1;
      if (flag.answer === 'fails') {
        return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500, statusText: 'Internal Server Error' });
      }
      return HttpResponse.json(flag.answer);
    }),
  );
  return flag;
}

/** Moves the fake clock (and performance.now) forward, letting msw, sagas and React settle. */
async function advance(milliseconds: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(milliseconds);
  });
}

/** Lets the answers in flight arrive and the lazily loaded pages render, without moving the clock. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await advance(0);
}

async function dispatchWakeUp(target: Window | Document, type: string): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new Event(type));
  });
  await settle();
}

/** The whole app on a fresh real store, with a probe that reads the router's current address. */
function renderPortal(route: string) {
  const store = setupStore();
  const location = { current: '', navigationType: '' };
  function LocationProbe() {
    const { pathname, search, hash } = useLocation();
    location.current = `${pathname}${search}${hash}`;
    location.navigationType = useNavigationType();
    return null;
  }
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, location, ...view };
}

function maintenanceHeading(): HTMLElement | null {
  return screen.queryByRole('heading', { level: 1, name: MAINTENANCE_HEADING });
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  // Failed checks are logged (logServiceFailure); the tests that fail a check assert it.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('polling while the maintenance page shows', () => {
  it('asks the flag again every 30 s after the last answer, not sooner', async () => {
    const flag = maintenanceFlag(true);
    renderPortal('/childhood?x=1');
    await settle();
    expect(maintenanceHeading()).toBeInTheDocument();
    expect(flag.asked).toBe(1);

    expect(MAINTENANCE_POLL_INTERVAL_MS).toBe(30000);
    await advance(MAINTENANCE_POLL_INTERVAL_MS - 1);
    expect(flag.asked).toBe(1);
    await advance(1);
    await settle();
    expect(flag.asked).toBe(2);
    await advance(MAINTENANCE_POLL_INTERVAL_MS - 1);
    expect(flag.asked).toBe(2);
    await advance(1);
    await settle();
    expect(flag.asked).toBe(3);
    expect(maintenanceHeading()).toBeInTheDocument();
  });

  it('never asks again while the site is up, whatever the time or the events', async () => {
    const flag = maintenanceFlag(false);
    const { location } = renderPortal('/childhood?x=1');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: CHILDHOOD_HEADING })).toBeInTheDocument();
    await advance(5 * MAINTENANCE_POLL_INTERVAL_MS);
    await dispatchWakeUp(window, 'focus');
    await dispatchWakeUp(window, 'online');
    await dispatchWakeUp(document, 'visibilitychange');
    expect(flag.asked).toBe(1);
    expect(location.current).toBe('/childhood?x=1');
  });

  it('sends someone who opens or reloads the page once maintenance is over on at once (issue 18), and asks no more', async () => {
    const flag = maintenanceFlag(false);
    const { location } = renderPortal('/maintenance?from=%2Ftgisurvey');
    await settle();
    expect(location).toMatchObject({ current: '/tgisurvey', navigationType: 'REPLACE' });
    expect(maintenanceHeading()).not.toBeInTheDocument();
    await advance(3 * MAINTENANCE_POLL_INTERVAL_MS);
    await dispatchWakeUp(window, 'focus');
    expect(flag.asked).toBe(1);
  });

  it('stops asking once the page is gone (unmounted), and leaves no listener behind', async () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const flag = maintenanceFlag(true);
    const { unmount } = renderPortal('/oralhealth');
    await settle();
    expect(maintenanceHeading()).toBeInTheDocument();
    unmount();
    await settle();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['focus', 'online']));
    await advance(3 * MAINTENANCE_POLL_INTERVAL_MS);
    await dispatchWakeUp(window, 'focus');
    expect(flag.asked).toBe(1);
    removed.mockRestore();
  });
});

describe('asking again when the person or the network comes back', () => {
  it.each([
    ['the window regains focus', () => window, 'focus'],
    ['the network comes back', () => window, 'online'],
    ['the tab becomes visible', () => document, 'visibilitychange'],
  ] as const)('asks at once when %s, but not within the debounce of the last answer', async (_name, target, type) => {
    const flag = maintenanceFlag(true);
    renderPortal('/preferredcontact');
    await settle();
    expect(maintenanceHeading()).toBeInTheDocument();
    expect(flag.asked).toBe(1);

    // Just after the start check: too soon.
    await advance(MAINTENANCE_RECHECK_MIN_GAP_MS - 1);
    await dispatchWakeUp(target(), type);
    expect(flag.asked).toBe(1);

    await advance(1);
    await dispatchWakeUp(target(), type);
    expect(flag.asked).toBe(2);
    // A burst right after: the check just made answers for it.
    await dispatchWakeUp(target(), type);
    await dispatchWakeUp(window, 'focus');
    await dispatchWakeUp(window, 'online');
    expect(flag.asked).toBe(2);

    // The 30 s now count from the answer the event brought, not from the start check.
    await advance(MAINTENANCE_POLL_INTERVAL_MS - 1);
    expect(flag.asked).toBe(2);
    await advance(1);
    await settle();
    expect(flag.asked).toBe(3);
  });

  it('ignores a visibility change to hidden', async () => {
    const flag = maintenanceFlag(true);
    renderPortal('/preferredcontact');
    await settle();
    await advance(MAINTENANCE_RECHECK_MIN_GAP_MS);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      await dispatchWakeUp(document, 'visibilitychange');
      expect(flag.asked).toBe(1);
    } finally {
      visibility.mockRestore();
    }
    await dispatchWakeUp(document, 'visibilitychange');
    expect(flag.asked).toBe(2);
  });
});

describe('the end of maintenance', () => {
  it('takes the person back to the address they were on, with the form shown', async () => {
    const flag = maintenanceFlag(true);
    const { store, location } = renderPortal('/childhood?x=1');
    await settle();
    // The way back is in the page's own address, so a reload or a shared link keeps it (issue 18).
    expect(location.current).toBe('/maintenance?from=%2Fchildhood%3Fx%3D1');
    expect(maintenanceHeading()).toBeInTheDocument();

    flag.answer = false;
    await advance(MAINTENANCE_POLL_INTERVAL_MS);
    await settle();
    expect(location.current).toBe('/childhood?x=1');
    expect(screen.getByRole('heading', { level: 1, name: CHILDHOOD_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeInTheDocument();
    expect(maintenanceHeading()).not.toBeInTheDocument();
    expect(store.getState().app.maintenance).toBe('off');

    // Polling has stopped: neither time nor events ask again.
    await advance(3 * MAINTENANCE_POLL_INTERVAL_MS);
    await dispatchWakeUp(window, 'focus');
    expect(flag.asked).toBe(2);
  });

  it('keeps the query and the hash of the address', async () => {
    const flag = maintenanceFlag(true);
    const { location } = renderPortal('/tgisurvey?from=newsletter#survey');
    await settle();
    expect(location.current).toBe('/maintenance?from=%2Ftgisurvey%3Ffrom%3Dnewsletter%23survey');
    flag.answer = false;
    await advance(MAINTENANCE_RECHECK_MIN_GAP_MS);
    await dispatchWakeUp(window, 'online');
    expect(location.current).toBe('/tgisurvey?from=newsletter#survey');
  });

  it('takes someone who came straight to /maintenance to the index', async () => {
    const flag = maintenanceFlag(true);
    const { location } = renderPortal('/maintenance');
    await settle();
    expect(maintenanceHeading()).toBeInTheDocument();
    flag.answer = false;
    await advance(MAINTENANCE_POLL_INTERVAL_MS);
    await settle();
    expect(location.current).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeInTheDocument();
  });

  it('keeps the page after a failed check and tries again on the next tick', async () => {
    const flag = maintenanceFlag(true);
    const { store, location } = renderPortal('/childhood?x=1');
    await settle();
    flag.answer = 'fails';
    await advance(MAINTENANCE_POLL_INTERVAL_MS);
    await settle();
    expect(flag.asked).toBe(2);
    expect(consoleError).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
    expect(store.getState().app.maintenance).toBe('on');
    expect(location.current).toBe('/maintenance?from=%2Fchildhood%3Fx%3D1');
    expect(maintenanceHeading()).toBeInTheDocument();

    // A failed answer counts for the debounce too: an event right after it does not ask.
    await dispatchWakeUp(window, 'focus');
    expect(flag.asked).toBe(2);

    flag.answer = false;
    await advance(MAINTENANCE_POLL_INTERVAL_MS);
    await settle();
    expect(flag.asked).toBe(3);
    expect(location.current).toBe('/childhood?x=1');
    expect(screen.getByRole('heading', { level: 1, name: CHILDHOOD_HEADING })).toBeInTheDocument();
  });

  it('still leaves the site usable when the start check fails (nothing to poll)', async () => {
    const flag = maintenanceFlag('fails');
    const { store, location } = renderPortal('/childhood?x=1');
    await settle();
    expect(store.getState().app.maintenance).toBe('off');
    expect(location.current).toBe('/childhood?x=1');
    await advance(2 * MAINTENANCE_POLL_INTERVAL_MS);
    expect(flag.asked).toBe(1);
  });

  it('replaces the history entry both ways, so Back never loops through the maintenance page', async () => {
    const flag = maintenanceFlag(true);
    const { location } = renderPortal('/childhood?x=1');
    await settle();
    expect(location).toMatchObject({ current: '/maintenance?from=%2Fchildhood%3Fx%3D1', navigationType: 'REPLACE' });
    flag.answer = false;
    await advance(MAINTENANCE_POLL_INTERVAL_MS);
    await settle();
    expect(location).toMatchObject({ current: '/childhood?x=1', navigationType: 'REPLACE' });
  });
});
