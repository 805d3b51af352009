// antd opens and closes its pop-ups (Modal, Dropdown, Select, Tooltip) with @rc-component/motion, whose steps
// run on timers and animation frames. On a busy machine a step lands after the act() of the event that opened
// or closed the pop-up, and React logs "An update to CSSMotion inside a test was not wrapped in act(...)".
// Jest renders (the test helpers and the story runner) therefore turn motion off with antd's own switch, the
// theme token `motion: false`, which every ConfigProvider inside inherits; Storybook in a browser keeps it.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

export function WithoutMotion({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>;
}
