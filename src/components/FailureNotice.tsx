// The lasting on-page message of a failed save or lookup (DESIGN §5): the form's own words plus the plan's
// support phone, taking focus so a screen reader reads it once and a phone scrolls it into view.
import { useRef } from 'react';
import { theme } from 'antd';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { NoticePanel, useFocusOnNewKey } from './NoticePanel';
import { PhoneLink } from './PhoneLink';

export interface FailureNoticeProps {
  title: string;
  message: string;
  /** The plan's support phone (10 digits); left out when the plan has none. */
  supportPhone?: string;
  /** Increment after each failure: every new positive value moves focus to the notice. */
  focusKey?: number;
}

export const FAILURE_HELP_PREFIX = 'Everything you typed is still here. If the problem continues, call us on';

export function FailureNotice({ title, message, supportPhone, focusKey }: FailureNoticeProps) {
  const { token } = theme.useToken();
  const regionRef = useRef<HTMLElement>(null);
  useFocusOnNewKey(regionRef, focusKey);
  return (
    <NoticePanel ref={regionRef} title={title} icon={<CloseCircleFilled />}>
      <p style={{ margin: `${token.marginXS}px 0 0` }}>{message}</p>
      {supportPhone && (
        <p style={{ margin: `${token.marginXS}px 0 0` }}>
          {FAILURE_HELP_PREFIX} <PhoneLink phone={supportPhone} />.
        </p>
      )}
    </NoticePanel>
  );
}
