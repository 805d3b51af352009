// The production build's AntdTheme (docs/architecture.md#antd-without-a-style-runtime): the portal theme is already
// in the static stylesheet that .ci/antdStaticCss.ts builds, so this only brings that stylesheet in with the chunks that
// draw antd components. webpack puts it in place of ./AntdTheme.tsx; both take the same props.
import type { ReactNode } from 'react';
import 'portal-antd-static.css';

export function AntdTheme({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
