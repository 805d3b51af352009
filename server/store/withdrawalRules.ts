// What a withdrawal of consent is (issue 23), apart from the queries that store it (withdrawalQueries.ts): the channels,
// the sources, the consent form and how a withdrawal is quoted. The services, the routes and the admin command line
// read these; only the store touches its query modules (docs/architecture.md#module-boundaries).
import { FORMS } from '../../src/domain/forms';
import type { ConsentChannel, FormKind, WithdrawalSource } from './types';

/** The channels a member can withdraw, in the contact record's order. */
export const CONSENT_CHANNELS: readonly ConsentChannel[] = ['email', 'text', 'prerecorded', 'phone'];
/** The contact record's field for each channel a member can withdraw. */
export const CHANNEL_FIELDS: Readonly<Record<ConsentChannel, string>> = {
  email: 'isEmail',
  text: 'isText',
  prerecorded: 'isPreRecordedCall',
  phone: 'isPhone',
};
/** How a withdrawal can reach the plan. */
export const WITHDRAWAL_SOURCES: readonly WithdrawalSource[] = ['phone', 'mail', 'sms-stop', 'web', 'other'];
/** The forms whose records are consents: a withdrawal is delivered to the endpoints that receive one of them. */
export const CONSENT_FORMS: readonly FormKind[] = FORMS.filter((form) => form.consentTermsVersion !== undefined).map((form) => form.kind);
/** The consent form (preferred contact): the form a withdrawal belongs to. */
export const CONSENT_FORM_KIND: FormKind = CONSENT_FORMS[0]!;

/** How staff and the plan's systems quote a withdrawal: WDR- and its id. */
export function withdrawalReference(id: number): string {
  return `WDR-${id}`;
}

/** The id a withdrawal's reference quotes (WDR-12 → 12, letter case ignored); undefined for anything else. */
export function withdrawalIdOf(reference: string): number | undefined {
  const match = /^WDR-(\d{1,15})$/i.exec(reference.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
