// The list of a form's errors shown after a failed submit: focus lands on it, and each entry jumps to its field.
import { useRef, type MouseEvent } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { SvgIcon } from './SvgIcon';
import { NoticePanel } from './NoticePanel';
import { useFocusOnNewKey } from './useFocusOnNewKey';

export interface ErrorSummaryEntry {
  /** The id of the field's input, as made by fieldInputId(form, name). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  message?: string;
  errors: ErrorSummaryEntry[];
  /**
   * Increment after each failed submit: every new positive value moves focus to the summary.
   * 0 or undefined never moves focus, so a summary that is simply on screen does not steal it.
   */
  focusKey?: number;
  /**
   * The page arrives with this notice as its news (drawn by the server as the answer to a post, issue 34): focused as it
   * loads, by the browser itself, when `focusKey` is positive.
   */
  focusOnLoad?: boolean;
}

export function ErrorSummary({ title, message, errors, focusKey, focusOnLoad = false }: ErrorSummaryProps) {
  const regionRef = useRef<HTMLElement>(null);
  const hasErrors = errors.length > 0;
  // Called while the summary is hidden too: a key already used must not move focus when the errors come back.
  // Moving focus makes a screen reader read the heading and list, so no live region is needed on top.
  useFocusOnNewKey(regionRef, focusKey, hasErrors);

  if (!hasErrors) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Following the hash would only scroll; focusing puts the cursor in the field, ready to correct it.
    event.preventDefault();
    field.focus();
  };

  return (
    <NoticePanel ref={regionRef} title={title} icon={<SvgIcon icon={ExclamationCircleFilled} />} focusOnLoad={focusOnLoad && (focusKey ?? 0) > 0}>
      {message && <p className="notice-panel__text">{message}</p>}
      <ul className="notice-panel__list">
        {errors.map((entry) => (
          <li key={`${entry.fieldId}:${entry.message}`}>
            <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, entry.fieldId)}>
              {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </NoticePanel>
  );
}
