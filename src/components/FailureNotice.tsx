// The lasting on-page message of a failed save or lookup (docs/readings.md): the form's own words plus the plan's
// support phone, taking focus so a screen reader reads it once and a phone scrolls it into view.
import { useRef } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { SvgIcon } from './SvgIcon';
import { NoticePanel } from './NoticePanel';
import { useFocusOnNewKey } from './useFocusOnNewKey';
import { PhoneLink } from './PhoneLink';
import { TextWithElements } from './TextWithElements';
import { useTranslate } from '../core/hooks';

export interface FailureNoticeProps {
  /** In the reader's language, as the form screen gives them. */
  title: string;
  message: string;
  /** Whom to call (10 digits): the plan's member support, or provider services on a provider form. */
  supportPhone?: string;
  /** Increment after each failure: every new positive value moves focus to the notice. */
  focusKey?: number;
  /**
   * The page arrives with this notice as its news (drawn by the server as the answer to a post, issue 34): focused as it
   * loads, by the browser itself, when `focusKey` is positive.
   */
  focusOnLoad?: boolean;
}

export function FailureNotice({ title, message, supportPhone, focusKey, focusOnLoad = false }: FailureNoticeProps) {
  const regionRef = useRef<HTMLElement>(null);
  useFocusOnNewKey(regionRef, focusKey);
  const tr = useTranslate();
  const phone = supportPhone ? <PhoneLink phone={supportPhone} /> : undefined;
  return (
    <NoticePanel ref={regionRef} title={title} icon={<SvgIcon icon={CloseCircleFilled} />} focusOnLoad={focusOnLoad && (focusKey ?? 0) > 0}>
      <p className="notice-panel__text">{message}</p>
      {phone && (
        <p className="notice-panel__text">
          <TextWithElements text={tr('Everything you typed is still here. If the problem continues, call us at {phone}.')} elements={{ phone }} />
        </p>
      )}
    </NoticePanel>
  );
}
