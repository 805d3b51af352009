// The plan's contact details of spec §2: address, support and main phones, TTY line and office hours.
import { theme } from 'antd';
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
const DD_STYLE = { margin: 0 } as const;

export function PlanContactBlock({ contact, title = PLAN_CONTACT_LABELS.title }: PlanContactBlockProps) {
  const { token } = theme.useToken();
  const ttyNumber = contact.ttyPhone && contact.ttyPhone !== TTY_RELAY ? contact.ttyPhone : undefined;
  return (
    <section aria-label={title} style={{ marginTop: token.marginXL, paddingTop: token.padding, borderTop: `1px solid ${token.colorBorderSecondary}`, color: token.colorText }}>
      <h2 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeHeading5 }}>{title}</h2>
      <address style={{ fontStyle: 'normal', marginBottom: token.marginXS }}>{contact.address}</address>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: token.marginSM, rowGap: token.marginXXS }}>
        <dt>{PLAN_CONTACT_LABELS.support}</dt>
        <dd style={DD_STYLE}>
          <PhoneLink phone={contact.supportPhone} />
        </dd>
        <dt>{PLAN_CONTACT_LABELS.main}</dt>
        <dd style={DD_STYLE}>
          <PhoneLink phone={contact.mainPhone} />
        </dd>
        <dt>{PLAN_CONTACT_LABELS.tty}</dt>
        <dd style={DD_STYLE}>
          {ttyNumber ? (
            <>
              <PhoneLink phone={ttyNumber} /> {PLAN_CONTACT_LABELS.ttyOr} <PhoneLink phone={TTY_RELAY} />
            </>
          ) : (
            <PhoneLink phone={TTY_RELAY} />
          )}
        </dd>
        <dt>{PLAN_CONTACT_LABELS.hours}</dt>
        <dd style={DD_STYLE}>{contact.hours}</dd>
      </dl>
    </section>
  );
}
