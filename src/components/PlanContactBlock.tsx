// The plan's contact details of spec §2: address, support and main phones, TTY line and office hours.
import type { PlanContact } from '../domain/portalConfig';
import { PhoneLink } from './PhoneLink';

export interface PlanContactBlockProps {
  contact: PlanContact;
  /** The heading over the details; the block is a labelled group of the page. */
  title?: string;
}

export const PLAN_CONTACT_LABELS = {
  title: 'Contact us',
  support: 'Member support',
  main: 'Main phone',
  tty: 'TTY',
  ttyOr: 'or',
  hours: 'Hours',
} as const;

const TTY_RELAY = '711';

export function PlanContactBlock({ contact, title = PLAN_CONTACT_LABELS.title }: PlanContactBlockProps) {
  const ttyNumber = contact.ttyPhone && contact.ttyPhone !== TTY_RELAY ? contact.ttyPhone : undefined;
  return (
    <section aria-label={title} className="plan-contact">
      <h2 className="plan-contact__title">{title}</h2>
      <address className="plan-contact__address">{contact.address}</address>
      <dl className="plan-contact__list">
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
          {ttyNumber ? (
            <>
              <PhoneLink phone={ttyNumber} /> {PLAN_CONTACT_LABELS.ttyOr} <PhoneLink phone={TTY_RELAY} />
            </>
          ) : (
            <PhoneLink phone={TTY_RELAY} />
          )}
        </dd>
        <dt>{PLAN_CONTACT_LABELS.hours}</dt>
        <dd>{contact.hours}</dd>
      </dl>
    </section>
  );
}
