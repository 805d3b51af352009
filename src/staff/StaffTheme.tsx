// antd for the console: the portal's theme with antd's usual CSS-in-JS at run time, every <style> it writes carrying the
// page's CSP nonce (ConfigProvider's `csp`). The public pages' zero-runtime stylesheet is theirs: the console draws far
// more of antd (tables, forms, pickers) and loads on no public page, so it pays for the style runtime alone.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { portalTheme } from '../theme/theme';
import { staffPageNonce } from './pageNonce';

/** Read once: the nonce is the page's, and one object keeps ConfigProvider from merging its context again each render. */
const csp = { nonce: staffPageNonce() };

export function StaffTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
