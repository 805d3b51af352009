// The plan's contact details of docs/screens.md: address, support and main phones, TTY line and office hours.
import { useTranslate } from '../core/hooks';
import type { PlanContact } from '../domain/portalConfig';
import { PLAN_CONTACT_LABELS, PlanContactList } from './PlanContactList';

export { PLAN_CONTACT_LABELS };

export interface PlanContactBlockProps {
  contact: PlanContact;
  /** The heading over the details; the block is a labelled group of the page. */
  title?: string;
}

export function PlanContactBlock({ contact, title: ownTitle }: PlanContactBlockProps) {
  const tr = useTranslate();
  const title = ownTitle ?? tr(PLAN_CONTACT_LABELS.title);
  return (
    <section aria-label={title} className="plan-contact">
      <h2 className="plan-contact__title">{title}</h2>
      <address className="plan-contact__address">{contact.address}</address>
      <PlanContactList contact={contact} />
    </section>
  );
}
