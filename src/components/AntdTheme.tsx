// antd on its supported path (docs/architecture.md#antd-without-a-style-runtime), the same in production, `npm run
// dev`, jest and Storybook: the portal theme in antd's zero-runtime mode, so antd generates no component styles in the
// browser; they are in the stylesheet .ci/antdStaticCss.ts builds with antd's own extractStyle, which comes in with
// this module. What antd still writes (the theme's CSS variables) carries the page's CSP nonce.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { antdTheme } from '../theme/theme';
import { pageNonce } from './pageNonce';
import 'portal-antd-static.css';

/** Read once: the nonce is the page's, and one object keeps ConfigProvider from merging its context again each render. */
const csp = { nonce: pageNonce() };

export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
