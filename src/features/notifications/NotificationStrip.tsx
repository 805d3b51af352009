// The scrolling bulleted notification strip of spec §2, shown only when there is a message.
import { useAppSelector } from '../../app/hooks';
import { selectNotificationMessages } from './notificationsSlice';

export function NotificationStrip() {
  const messages = useAppSelector(selectNotificationMessages);
  if (messages.length === 0) return null;
  return (
    <section className="notification-strip" aria-label="Notices">
      {/* The scroll is decoration: the list stays in the DOM once, readable and pausable (hover, focus, reduced motion). */}
      {/* Focusable so keyboard users can pause the scroll and scroll it themselves (axe: scrollable-region-focusable). */}
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
