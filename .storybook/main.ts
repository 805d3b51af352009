// Storybook 10 for designers: every component and state, with msw for the network and axe checks.
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-webpack5';
import { writeAntdCss } from '../.ci/antdStaticCss';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-babel', '@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // antd draws in zero-runtime mode everywhere (src/components/AntdTheme.tsx): its styles come from the stylesheet the
  // build renders, found under the same name as in webpack.config.ts.
  webpackFinal: async (webpackConfig) => ({
    ...webpackConfig,
    resolve: {
      ...webpackConfig.resolve,
      alias: {
        ...webpackConfig.resolve?.alias,
        // Named as the preview bundle's mode names antd's classes (storybook build: production; storybook dev: development).
        'portal-antd-static.css$': await writeAntdCss(
          // Storybook runs from the repository's root (package.json's scripts).
          path.resolve('node_modules/.cache/portal-antd-storybook'),
          webpackConfig.mode === 'production' ? 'production' : 'development',
        ),
      },
    },
  }),
};

export default config;
