// Test helpers: render a component under the portal theme, optionally inside a redux-form harness whose values can be read back.
import type { ReactElement } from 'react';
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

export function renderWithTheme(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(<ConfigProvider theme={portalTheme}>{ui}</ConfigProvider>) };
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
