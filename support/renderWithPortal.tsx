// Test helpers: render a component under the portal theme, optionally inside a redux-form harness whose values can be read back.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { portalTheme } from '../src/theme/theme';
import { WithoutMotion } from './WithoutMotion';
import {
  HARNESS_FORM,
  ReduxFormHarness,
  createFormStore,
  harnessValues,
  type ReduxFormHarnessOptions,
} from './ReduxFormHarness';

function PortalTheme({ children }: { children: ReactNode }) {
  return (
    <WithoutMotion>
      <ConfigProvider theme={portalTheme}>{children}</ConfigProvider>
    </WithoutMotion>
  );
}

/** Uses RTL's wrapper option so rerender keeps the theme (and the component instance). */
export function renderWithTheme(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: PortalTheme }) };
}

export function renderInForm(ui: ReactElement, options: ReduxFormHarnessOptions = {}) {
  const store = createFormStore();
  const user = userEvent.setup();
  const result = render(
    <WithoutMotion>
      <ConfigProvider theme={portalTheme}>
        <ReduxFormHarness store={store} {...options}>
          {ui}
        </ReduxFormHarness>
      </ConfigProvider>
    </WithoutMotion>,
  );
  return { ...result, user, store, values: () => harnessValues(store, options.form ?? HARNESS_FORM) };
}
