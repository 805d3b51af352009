// Every story gets the portal's antd theme, a fresh store with its sagas, a router, and msw handlers.
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore, type PreloadedState } from '../src/app/store';
import { portalTheme } from '../src/theme/theme';
import { defaultHandlers } from '../mocks/handlers';
import '../src/theme/palette.css';
import '../src/app/shell.css';

export interface PortalStoryParameters {
  /** Redux state the story starts from. */
  store?: PreloadedState;
  /** The path the story's router starts at. */
  route?: string;
}

const withPortal: Decorator = (Story, context) => {
  const parameters = context.parameters as PortalStoryParameters;
  const store = setupStore(parameters.store ?? {});
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        <ConfigProvider theme={portalTheme}>
          <Story />
        </ConfigProvider>
      </MemoryRouter>
    </Provider>
  );
};

const preview: Preview = {
  decorators: [withPortal],
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    msw: { handlers: { defaults: defaultHandlers } },
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } } },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone (360 × 740)', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
