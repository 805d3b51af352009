// The plan's phone lines and hours of docs/screens.md as a description list, shared by the contact block, the footer and the
// accessibility statement so that the TTY rule (the plan's own number or 711) lives in one place.
import { useTranslate } from '../core/hooks';
import type { PlanContact } from '../domain/portalConfig';
import { TTY_RELAY_NUMBER } from '../domain/phone';
import { en } from '../domain/text';
import { PhoneLink } from './PhoneLink';
import { TextWithElements } from './TextWithElements';

/** The names of the plan's lines, translated where they are shown (`tr`). */
export const PLAN_CONTACT_LABELS = {
  title: en('Contact us'),
  support: en('Member support'),
  main: en('Main phone'),
  tty: en('TTY'),
  hours: en('Hours'),
};

export interface PlanContactListProps {
  contact: Pick<PlanContact, 'supportPhone' | 'mainPhone' | 'ttyPhone' | 'hours'>;
  className?: string;
}

/** The TTY line: the plan's own number or 711, or 711 alone when it has none or its number is the relay itself. */
export function TtyPhoneLinks({ ttyPhone }: { ttyPhone: string }) {
  const tr = useTranslate();
  if (!ttyPhone || ttyPhone === TTY_RELAY_NUMBER) return <PhoneLink phone={TTY_RELAY_NUMBER} />;
  // The plan's TTY number or the relay's, "(800) 555-0111 or 711": one text, so a language may order it its own way.
  return (
    <TextWithElements
      text={tr('{ttyPhone} or {relayPhone}')}
      elements={{ ttyPhone: <PhoneLink phone={ttyPhone} />, relayPhone: <PhoneLink phone={TTY_RELAY_NUMBER} /> }}
    />
  );
}

export function PlanContactList({ contact, className = 'plan-contact__list' }: PlanContactListProps) {
  const tr = useTranslate();
  return (
    <dl className={className}>
      <dt>{tr(PLAN_CONTACT_LABELS.support)}</dt>
      <dd>
        <PhoneLink phone={contact.supportPhone} />
      </dd>
      <dt>{tr(PLAN_CONTACT_LABELS.main)}</dt>
      <dd>
        <PhoneLink phone={contact.mainPhone} />
      </dd>
      <dt>{tr(PLAN_CONTACT_LABELS.tty)}</dt>
      <dd>
        <TtyPhoneLinks ttyPhone={contact.ttyPhone} />
      </dd>
      <dt>{tr(PLAN_CONTACT_LABELS.hours)}</dt>
      <dd>{contact.hours}</dd>
    </dl>
  );
}
