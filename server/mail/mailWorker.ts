// The mail worker (issue 36), one in every instance while SMTP is set: it claims due mail jobs (a lease keeps other
// instances off them), makes each message from the submissions it names, sends it by SMTP, and records the outcome:
// sent; tried again on the webhooks' schedule (a refused connection, a 4xx, a timeout); or failed for good (a 5xx:
// the server refused the recipient or the message), with the reply code for staff. Nothing here is on the path of a
// request: a consent is answered once it and its jobs are committed. Never an address in a log.
import { CONFIRM_EMAIL_PATH, CONFIRM_TOKEN_PARAMETER } from '../../src/domain/contactConfirmation';
import { planTexts, type PortalConfig } from '../../src/domain/portalConfig';
import { nextAttemptAt } from '../delivery/schedule';
import type { ClaimedMail, MailOutcome, PortalStore } from '../store/types';
import { confirmEmailMessage, contactChangeNotice, receiptMessage, type MailMessage, type ReceiptInput } from './messages';
import { formDescriptor } from '../../src/domain/forms';
import { CONTACT_FORM_PATH, routeForPath, TGI_SURVEY_TITLE } from '../../src/domain/routeTable';
import { awaitingOf } from '../consent/currentChoices';
import { CHANNEL_FIELDS, CONSENT_CHANNELS } from '../store/withdrawalRules';

export interface OutgoingMail extends MailMessage {
  to: string;
  language: string;
}

/** What became of one message at the SMTP server: sent, or the server's reply code and a few words of ours. */
export type SendResult = { sent: true } | { sent: false; status: number | null; error: string };

export type MailSender = (mail: OutgoingMail) => Promise<SendResult>;

export interface MailLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface MailWorkerOptions {
  store: Pick<PortalStore, 'mail' | 'onSubmissionsStored'>;
  log: MailLogger;
  send: MailSender;
  portal: Pick<PortalConfig, 'planName' | 'contact' | 'providerServices' | 'translations' | 'languages'>;
  planTimeZone: string;
  /** The portal's public address, which a confirmation link leads to (PORTAL_PUBLIC_URL). */
  linkBase: string;
  pollMs?: number;
  leaseMs?: number;
  now?: () => Date;
}

/** The confirmation link: the page's address with the token, and the language when it is not the plan's first. */
export function confirmationLink(linkBase: string, token: string, language: string, firstLanguage: string): string {
  const query = new URLSearchParams({ [CONFIRM_TOKEN_PARAMETER]: token });
  if (language !== firstLanguage) query.set('lang', language);
  return `${linkBase.replace(/\/+$/, '')}${CONFIRM_EMAIL_PATH}?${query.toString()}`;
}

/** A claimed job's message, or why it cannot be made (what it names is no longer stored). */
export function composeMail(job: ClaimedMail, options: Pick<MailWorkerOptions, 'portal' | 'planTimeZone' | 'linkBase'>): OutgoingMail | { problem: string } {
  const { recipient, about } = job;
  if (recipient === undefined || about === undefined) return { problem: 'submission no longer stored' };
  // A receipt goes where its form asks for one; every consent message to the consent's own email address.
  const field = job.kind === 'receipt' ? formDescriptor(recipient.kind).receiptEmailField : 'emailAddress';
  const address = recipient.record[field];
  const to = typeof address === 'string' ? address.trim() : '';
  if (to === '') return { problem: 'no email address to send to' };
  const language = recipient.language;
  const { portal } = options;
  const plan = {
    planName: portal.planName,
    supportPhone: portal.contact.supportPhone,
    mainPhone: portal.contact.mainPhone,
    address: portal.contact.address,
    ttyPhone: portal.contact.ttyPhone,
    hours: planTexts(portal, language).hours,
    timeZone: options.planTimeZone,
  };
  if (job.kind === 'contact-change') return { to, language, ...contactChangeNotice(plan, { language, requestedAt: new Date(about.receivedAt) }) };
  if (job.kind === 'receipt') return { to, language, ...receiptMessage(plan, receiptOf(about)) };
  if (job.token === undefined || job.confirmation === undefined) return { problem: 'confirmation no longer stored' };
  const link = confirmationLink(options.linkBase, job.token, language, portal.languages[0] ?? language);
  return { to, language, ...confirmEmailMessage(plan, { language, link, expiresAt: new Date(job.confirmation.expiresAt), reference: about.reference }) };
}

/** What a receipt says of its submission: the form's name, the reference, the time; a consent's choice restated. */
function receiptOf(submission: NonNullable<ClaimedMail['about']>): ReceiptInput {
  const common = { language: submission.language, reference: submission.reference, receivedAt: new Date(submission.receivedAt) };
  switch (submission.kind) {
    case 'contact':
      return {
        ...common,
        kind: 'contact',
        formName: routeForPath(CONTACT_FORM_PATH).heading,
        consent: { channels: CONSENT_CHANNELS.filter((channel) => submission.record[CHANNEL_FIELDS[channel]] === true), awaiting: awaitingOf(submission) },
      };
    case 'tgi':
      return { ...common, kind: 'tgi', formName: TGI_SURVEY_TITLE };
    default:
      // The attestation's record names its form (attestationFormName), in English as the record keeps it.
      return { ...common, kind: 'attestation', formName: String(submission.record.attestationFormName ?? '') };
  }
}

/** What a send's result means for its job: a 5xx is the server's final word; the rest may pass on a later try. */
export function mailOutcome(result: SendResult, attemptsMade: number, now: Date): MailOutcome {
  if (result.sent) return { kind: 'sent', status: null };
  if (result.status !== null && result.status >= 500) return { kind: 'failed', status: result.status, error: result.error };
  const at = nextAttemptAt(attemptsMade, now);
  return at === undefined ? { kind: 'failed', status: result.status, error: `${result.error} (retries spent)` } : { kind: 'retry', at, status: result.status, error: result.error };
}

export class MailWorker {
  readonly #options: MailWorkerOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #unsubscribe: (() => void) | undefined;

  constructor(options: MailWorkerOptions) {
    this.#options = options;
  }

  start(): void {
    this.#stopped = false;
    this.#unsubscribe = this.#options.store.onSubmissionsStored(() => this.wake());
    this.#schedule(0);
  }

  /** Looks at the outbox now (a job was just written), or right after the pass under way. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe?.();
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  #schedule(ms: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#running = this.#pass().finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        const again = this.#again;
        this.#again = false;
        this.#schedule(again ? 0 : (this.#options.pollMs ?? 2000));
      });
    }, ms);
    this.#timer.unref();
  }

  async #pass(): Promise<void> {
    const { store, log, send } = this.#options;
    const now = this.#options.now ?? (() => new Date());
    try {
      const jobs = await store.mail.claimDue(10, this.#options.leaseMs ?? 60_000, now());
      for (const job of jobs) {
        if (this.#stopped) return;
        const details = { mailJobId: job.id, kind: job.kind, reference: job.about?.reference, attempt: job.attempts + 1 };
        const mail = composeMail(job, this.#options);
        if ('problem' in mail) {
          await store.mail.finish(job.id, { kind: 'failed', status: null, error: mail.problem }, now());
          log.warn(details, `mail: failed, its ${mail.problem}`);
          continue;
        }
        const outcome = mailOutcome(await send(mail), job.attempts + 1, now());
        await store.mail.finish(job.id, outcome, now());
        if (outcome.kind === 'sent') log.info(details, 'mail: sent');
        else log.warn({ ...details, status: outcome.status, error: outcome.error }, outcome.kind === 'retry' ? 'mail: not sent, tried again later' : 'mail: failed');
      }
      // A full batch: there may be more due.
      if (jobs.length === 10) this.#again = true;
    } catch (error) {
      log.error({ err: error }, 'mail: the outbox could not be read');
    }
  }
}
