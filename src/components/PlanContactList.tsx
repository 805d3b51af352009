// The plan's phone lines and hours of docs/screens.md as a description list, shared by the contact block, the footer and the
// accessibility statement so that the TTY rule (the plan's own number or 711) lives in one place.
import { msg, t } from '@lingui/core/macro';
import { useI18n } from '../core/hooks';
import type { PlanContact } from '../domain/portalConfig';
import { TTY_RELAY_NUMBER } from '../domain/phone';
import { PhoneLink } from './PhoneLink';

/** The names of the plan's lines, translated where they are shown (`i18n._`). */
export const PLAN_CONTACT_LABELS = {
  title: msg`Contact us`,
  support: msg`Member support`,
  main: msg`Main phone`,
  tty: msg`TTY`,
  hours: msg`Hours`,
};

export interface PlanContactListProps {
  contact: Pick<PlanContact, 'supportPhone' | 'mainPhone' | 'ttyPhone' | 'hours'>;
  className?: string;
}

/** The TTY line: the plan's own number or 711, or 711 alone when it has none or its number is the relay itself. */
export function TtyPhoneLinks({ ttyPhone }: { ttyPhone: string }) {
  const i18n = useI18n();
  if (!ttyPhone || ttyPhone === TTY_RELAY_NUMBER) return <PhoneLink phone={TTY_RELAY_NUMBER} />;
  return (
    <>
      {/* Between the plan's TTY number and the relay's: "(800) 555-0111 or 711". */}
      <PhoneLink phone={ttyPhone} /> {t(i18n)`or`} <PhoneLink phone={TTY_RELAY_NUMBER} />
    </>
  );
}

export function PlanContactList({ contact, className = 'plan-contact__list' }: PlanContactListProps) {
  const i18n = useI18n();
  return (
    <dl className={className}>
      <dt>{i18n._(PLAN_CONTACT_LABELS.support)}</dt>
      <dd>
        <PhoneLink phone={contact.supportPhone} />
      </dd>
      <dt>{i18n._(PLAN_CONTACT_LABELS.main)}</dt>
      <dd>
        <PhoneLink phone={contact.mainPhone} />
      </dd>
      <dt>{i18n._(PLAN_CONTACT_LABELS.tty)}</dt>
      <dd>
        <TtyPhoneLinks ttyPhone={contact.ttyPhone} />
      </dd>
      <dt>{i18n._(PLAN_CONTACT_LABELS.hours)}</dt>
      <dd>{contact.hours}</dd>
    </dl>
  );
}
