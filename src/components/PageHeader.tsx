// The top of each form page: its single h1 and an optional introduction.
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  children?: ReactNode;
}

export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <div className="page-header">
      {/* Sized like antd's level-3 heading: a 38px h1 crowds a 360px phone screen. Focusable from script only: it takes
          focus after the app moves to another page (ScreenShown in src/app/routes.tsx). */}
      <h1 className="page-header__title" tabIndex={-1}>
        {title}
      </h1>
      {children !== undefined && children !== null && <div className="page-header__intro">{children}</div>}
    </div>
  );
}
