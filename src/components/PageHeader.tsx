// The top of each form page: its single h1 and an optional introduction.
import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface PageHeaderProps {
  title: string;
  children?: ReactNode;
}

export function PageHeader({ title, children }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      {/* Sized like antd's level-3 heading: a 38px h1 crowds a 360px phone screen. */}
      <h1 style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorText }}>
        {title}
      </h1>
      {children !== undefined && children !== null && <div style={{ color: token.colorText }}>{children}</div>}
    </div>
  );
}
