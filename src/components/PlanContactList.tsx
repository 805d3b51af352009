// The plan's phone lines and hours of docs/screens.md as a description list, shared by the contact block, the footer and the
// accessibility statement so that the TTY rule (the plan's own number or 711) lives in one place.
import type { PlanContact } from '../domain/portalConfig';
import { TTY_RELAY_NUMBER } from '../domain/phone';
import { PhoneLink } from './PhoneLink';

export const PLAN_CONTACT_LABELS = {
  title: 'Contact us',
  support: 'Member support',
  main: 'Main phone',
  tty: 'TTY',
  ttyOr: 'or',
  hours: 'Hours',
} as const;

export interface PlanContactListProps {
  contact: Pick<PlanContact, 'supportPhone' | 'mainPhone' | 'ttyPhone' | 'hours'>;
  className?: string;
}

/** The TTY line: the plan's own number or 711, or 711 alone when it has none or its number is the relay itself. */
export function TtyPhoneLinks({ ttyPhone }: { ttyPhone: string }) {
  if (!ttyPhone || ttyPhone === TTY_RELAY_NUMBER) return <PhoneLink phone={TTY_RELAY_NUMBER} />;
  return (
    <>
      <PhoneLink phone={ttyPhone} /> {PLAN_CONTACT_LABELS.ttyOr} <PhoneLink phone={TTY_RELAY_NUMBER} />
    </>
  );
}

export function PlanContactList({ contact, className = 'plan-contact__list' }: PlanContactListProps) {
  return (
    <dl className={className}>
      <dt>{PLAN_CONTACT_LABELS.support}</dt>
      <dd>
        <PhoneLink phone={contact.supportPhone} />
      </dd>
      <dt>{PLAN_CONTACT_LABELS.main}</dt>
      <dd>
        <PhoneLink phone={contact.mainPhone} />
      </dd>
      <dt>{PLAN_CONTACT_LABELS.tty}</dt>
      <dd>
        <TtyPhoneLinks ttyPhone={contact.ttyPhone} />
      </dd>
      <dt>{PLAN_CONTACT_LABELS.hours}</dt>
      <dd>{contact.hours}</dd>
    </dl>
  );
}
