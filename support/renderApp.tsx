// Renders the whole portal shell on a fresh real store with its sagas, at a given path (docs/conventions.md).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../src/app/App';
import { setupStore, type PreloadedState } from '../src/app/store';
import { WithoutMotion } from './WithoutMotion';

export interface RenderAppOptions {
  route?: string;
  preloadedState?: PreloadedState;
  /** Options for user-event, e.g. { advanceTimers: jest.advanceTimersByTime } under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderApp({ route = '/', preloadedState = {}, userOptions }: RenderAppOptions = {}) {
  const store = setupStore(preloadedState);
  const user = userEvent.setup(userOptions);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <WithoutMotion>
          <App />
        </WithoutMotion>
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, ...view };
}
