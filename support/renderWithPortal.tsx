// Test helpers: render a component under the portal theme, optionally inside a redux-form harness whose values can be read back.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { portalTheme } from '../../src/theme/theme';
import {
  HARNESS_FORM,
  ReduxFormHarness,
  createFormStore,
  harnessValues,
  type ReduxFormHarnessOptions,
} from '../../stories/support/ReduxFormHarness';

function PortalTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={portalTheme}>{children}</ConfigProvider>;
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
    <ConfigProvider theme={portalTheme}>
      <ReduxFormHarness store={store} {...options}>
        {ui}
      </ReduxFormHarness>
    </ConfigProvider>,
  );
  return { ...result, user, store, values: () => harnessValues(store, options.form ?? HARNESS_FORM) };
}
