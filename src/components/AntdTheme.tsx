// The portal's antd theme around the parts of a page drawn with antd components: the forms and the confirm dialog.
// The shell (banner, strip, footer, toasts, the pages without a form) is plain markup styled by shell.css, so the
// antd runtime and its style engine load only with the chunks that draw antd components.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { portalTheme } from '../theme/theme';

export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={portalTheme}>{children}</ConfigProvider>;
}
