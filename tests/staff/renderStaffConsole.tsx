// Renders the whole staff console on a fresh real store with its sagas, at a given address, with the mock staff API.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StaffApp } from '../../src/staff/StaffApp';
import { StaffRoot } from '../../src/staff/StaffRoot';
import { setupStaffStore, type StaffPreloadedState } from '../../src/staff/store';
import { staffHandlers } from '../../mocks/staffHandlers';
import { server } from '../../support/mswServer';
import { WithoutMotion } from '../../support/WithoutMotion';

export interface RenderStaffOptions {
  route?: string;
  state?: StaffPreloadedState;
  /** The mock API; a scenario goes first (msw takes the first handler that answers). Default: signed in as an admin. */
  handlers?: RequestHandler[];
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Where the console's router stands, read after each render: the address a person would see. */
export interface RouterAddress {
  pathname: string;
  search: string;
}

/**
 * antd's zero-runtime switch for jest renders, as WithoutMotion turns its motion off: jsdom computes no styles, and
 * generating them (the console's CSS-in-JS, which the page draws at run time) took a whole console's first drawing from
 * about 1.5 s to 15 s on the 2-core machine. The console's own ConfigProvider inherits it. staffTheme.test.tsx draws
 * with the style runtime on, to check that the styles carry the page's nonce.
 */
export function WithoutStyleRuntime({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>;
}

/** Every console drawn by a test: its sagas end with the test, so a saga still waiting cannot act on the next test's mocks. */
const drawnStores: ReturnType<typeof setupStaffStore>[] = [];
afterEach(() => {
  for (const store of drawnStores.splice(0)) store.stopSagas();
});

export function renderStaffConsole({ route = '/staff/forms/contact', state, handlers = staffHandlers(), userOptions }: RenderStaffOptions = {}) {
  server.use(...handlers);
  const store = setupStaffStore(state);
  drawnStores.push(store);
  const user = userEvent.setup(userOptions);
  const address: RouterAddress = { pathname: '', search: '' };
  function AddressProbe() {
    const { pathname, search } = useLocation();
    address.pathname = pathname;
    address.search = search;
    return null;
  }
  const view = render(
    <WithoutMotion>
      <WithoutStyleRuntime>
        <StaffRoot store={store}>
          <MemoryRouter initialEntries={[route]}>
            <StaffApp />
            <AddressProbe />
          </MemoryRouter>
        </StaffRoot>
      </WithoutStyleRuntime>
    </WithoutMotion>,
  );
  return { store, user, address, ...view };
}

/** The value cell beside a label of an antd Descriptions (bordered: th label, td value). */
export function descriptionValue(label: string): HTMLElement {
  const cells = Array.from(document.querySelectorAll<HTMLElement>('.ant-descriptions-item-label'));
  const cell = cells.find((candidate) => candidate.textContent === label);
  const value = cell?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No description labelled "${label}"`);
  return value;
}
