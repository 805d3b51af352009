// Confirmed consent on both databases (issue 36): a consent that names a new email or number waits for it; a link's
// token confirms an email once; a YES reply confirms a number; a STOP holds the number's texts until a YES; the jobs
// that ask for each are written with the consent's settling, once.
import { emailConfirmation, settleConsent, tokenHash } from '../../../server/consent/confirmation';
import { currentChoices } from '../../../server/consent/currentChoices';
import { recordStopReply, recordYesReply } from '../../../server/consent/stopIntake';
import { newWebhookSecret } from '../../../server/delivery/signature';
import type { PortalStore } from '../../../server/store/types';
import { contact } from './consentContract';

export interface ConfirmationContext {
  store: () => PortalStore;
}

const MOBILE = '(916) 555-0100';
const STRANGER = '(916) 555-0177';
const TIME_ZONE = 'America/Los_Angeles';

export function confirmationContract(context: ConfirmationContext): void {
  const store = () => context.store();

  /** Saves and settles a consent, email confirmation on (SMTP set), as the server does; returns what it waits for. */
  async function consent(record: Record<string, unknown>, emailConfirmation = true) {
    const saved = await store().saveSubmission('contact', record);
    return { saved, awaiting: await settleConsent({ store: store(), emailConfirmation }, saved.id) };
  }
  async function current(memberId: string) {
    const { consents, withdrawals } = await store().consentsOfMember('contact', memberId.toLowerCase());
    return currentChoices(consents, withdrawals)[0];
  }
  /** The token of the confirmation email the outbox holds for this consent (opened as the mail worker opens it). */
  async function emailToken(reference: string): Promise<string> {
    const jobs = await store().mail.claimDue(100, 1000, new Date(Date.now() + 1000));
    const job = jobs.find((claimed) => claimed.kind === 'confirm-email' && claimed.about?.reference === reference);
    if (job?.token === undefined) throw new Error(`no confirmation email for ${reference}`);
    return job.token;
  }
  const addSmsPlatform = () => store().outbox.addEndpoint('https://sms.example.org/hooks', ['contact'], newWebhookSecret());

  it('a consent with a new email waits for its link: nothing of it counts, its token is stored only as a hash, and the link confirms once', async () => {
    const { saved, awaiting } = await consent(contact('CF-1', MOBILE));
    // No SMS platform: the number cannot be asked, and counts at once (flagged); the email waits.
    expect(awaiting).toEqual(['email']);
    expect((await current('CF-1'))?.consent).toBeUndefined();
    expect((await current('CF-1'))?.waiting.map((waiting) => waiting.reference)).toEqual([saved.reference]);
    const token = await emailToken(saved.reference);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = (await store().findSubmission('contact', saved.id))?.confirmations ?? [];
    expect(stored).toMatchObject({ point: 'email', address: 'zoe@example.org', confirmedAt: null });
    expect(await store().confirmations.byTokenHash(tokenHash(token))).toMatchObject({ id: stored?.id });
    // Reading where the link stands (a GET, a mail scanner) confirms nothing.
    expect(await emailConfirmation({ store: store(), emailConfirmation: true }, token, false)).toEqual({ step: 'ready' });
    expect((await current('CF-1'))?.consent).toBeUndefined();
    expect(await emailConfirmation({ store: store(), emailConfirmation: true }, token, true)).toEqual({ step: 'confirmed', reference: saved.reference, awaiting: [] });
    expect((await current('CF-1'))?.consent?.reference).toBe(saved.reference);
    expect((await current('CF-1'))?.channels).toMatchObject({ isEmail: true, isText: true });
    expect(await emailConfirmation({ store: store(), emailConfirmation: true }, token, true)).toEqual({ step: 'alreadyUsed', reference: saved.reference, awaiting: [] });
    expect(await emailConfirmation({ store: store(), emailConfirmation: true }, `${token.slice(0, 42)}A`, true)).toEqual({ step: 'notFound' });
  });

  it('a link past its 7 days confirms nothing; a consent sent after it counts first, and the older link is superseded', async () => {
    const { saved } = await consent(contact('CF-2', MOBILE));
    const token = await emailToken(saved.reference);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await emailConfirmation({ store: store(), emailConfirmation: true, now: () => later }, token, true)).toEqual({ step: 'expired' });
    // The member confirms their address from a second form; the first link can no longer make the older one count.
    const second = await consent(contact('CF-2', MOBILE));
    await emailConfirmation({ store: store(), emailConfirmation: true }, await emailToken(second.saved.reference), true);
    expect(await emailConfirmation({ store: store(), emailConfirmation: true }, token, true)).toEqual({ step: 'superseded' });
    expect((await current('CF-2'))?.consent?.reference).toBe(second.saved.reference);
  });

  it("a stranger's form for a confirmed member changes nothing until confirmed, and the member's confirmed email is told", async () => {
    const member = await consent(contact('CF-3', MOBILE));
    await emailConfirmation({ store: store(), emailConfirmation: true }, await emailToken(member.saved.reference), true);
    const stranger = await consent({ ...contact('CF-3', STRANGER), emailAddress: 'stranger@example.net', isText: false, isPhone: true });
    expect(stranger.awaiting).toEqual(['email']);
    const choice = await current('CF-3');
    expect(choice?.consent?.reference).toBe(member.saved.reference);
    expect(choice?.channels).toMatchObject({ isEmail: true, isText: true, isPhone: false });
    const notices = (await store().mail.claimDue(100, 1000, new Date(Date.now() + 1000))).filter((job) => job.kind === 'contact-change');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.recipient?.reference).toBe(member.saved.reference);
    expect(notices[0]?.about?.reference).toBe(stranger.saved.reference);
    // The same consent settled again (a replayed request): nothing new is written.
    expect(await settleConsent({ store: store(), emailConfirmation: true }, stranger.saved.id)).toEqual(['email']);
    expect((await store().mail.list()).filter((job) => job.reference === stranger.saved.reference)).toHaveLength(2);
  });

  it('the same confirmed contact points count at once, and unticking texts takes effect at once', async () => {
    const first = await consent(contact('CF-4', MOBILE));
    await emailConfirmation({ store: store(), emailConfirmation: true }, await emailToken(first.saved.reference), true);
    const again = await consent(contact('CF-4', MOBILE, false));
    expect(again.awaiting).toEqual([]);
    expect((await current('CF-4'))?.channels).toMatchObject({ isEmail: true, isText: false });
  });

  it('with an SMS platform, a new number waits for a YES: the event is queued, a signed YES confirms it once, and it counts', async () => {
    await addSmsPlatform();
    const { saved, awaiting } = await consent(contact('CF-5', MOBILE), false);
    expect(awaiting).toEqual(['mobile']);
    // Its submission.created, and its consent.confirmation_requested for the SMS platform.
    const jobs = (await store().outbox.list()).filter((job) => job.reference === saved.reference);
    expect(jobs).toHaveLength(2);
    const claimed = await store().outbox.claimDue(1, 10, 1000);
    expect(claimed.map((job) => job.subject).sort()).toEqual(['confirmation', 'submission']);
    expect(claimed.find((job) => job.subject === 'confirmation')?.confirmation).toMatchObject({ point: 'mobile', address: '+19165550100' });
    expect((await current('CF-5'))?.consent).toBeUndefined();
    const yes = await recordYesReply(store(), { messageId: 'msg_yes_1', phone: '+1 916 555 0100', receivedAt: new Date() });
    expect(yes).toEqual({ replayed: false, confirmed: [saved.reference] });
    expect(await recordYesReply(store(), { messageId: 'msg_yes_1', phone: '+1 916 555 0100', receivedAt: new Date() })).toEqual({ replayed: true, confirmed: [saved.reference] });
    expect((await current('CF-5'))?.consent?.reference).toBe(saved.reference);
    // A YES from a number nothing waits for confirms nothing.
    expect(await recordYesReply(store(), { messageId: 'msg_yes_2', phone: STRANGER, receivedAt: new Date() })).toEqual({ replayed: false, confirmed: [] });
  });

  it('after a STOP, a new consent with texts to that number stays pending until that number replies YES', async () => {
    await addSmsPlatform();
    const first = await consent(contact('CF-6', MOBILE), false);
    await recordYesReply(store(), { messageId: 'msg_yes_6', phone: MOBILE, receivedAt: new Date() });
    expect((await current('CF-6'))?.channels).toMatchObject({ isText: true });
    const stop = await recordStopReply(store(), { messageId: 'msg_stop_6', phone: MOBILE, receivedAt: new Date(), channels: ['text'] }, TIME_ZONE);
    expect(stop.withdrawals).toHaveLength(1);
    expect((await current('CF-6'))?.channels).toMatchObject({ isText: false });
    // The same number, texts ticked again: held until the number itself says YES.
    const again = await consent(contact('CF-6', MOBILE), false);
    expect(again.awaiting).toEqual(['mobile']);
    expect((await current('CF-6'))?.consent?.reference).toBe(first.saved.reference);
    expect((await current('CF-6'))?.channels).toMatchObject({ isText: false });
    await recordYesReply(store(), { messageId: 'msg_yes_6b', phone: MOBILE, receivedAt: new Date(Date.now() + 1000) });
    expect((await current('CF-6'))?.consent?.reference).toBe(again.saved.reference);
    expect((await current('CF-6'))?.channels).toMatchObject({ isText: true });
  });

  it('a STOP while a consent waits for its YES cancels the wait: a later YES does not make it count', async () => {
    await addSmsPlatform();
    const waiting = await consent(contact('CF-7', MOBILE), false);
    await recordStopReply(store(), { messageId: 'msg_stop_7', phone: MOBILE, receivedAt: new Date(), channels: ['text'] }, TIME_ZONE);
    expect(await recordYesReply(store(), { messageId: 'msg_yes_7', phone: MOBILE, receivedAt: new Date(Date.now() + 1000) })).toEqual({ replayed: false, confirmed: [] });
    expect((await current('CF-7'))?.consent).toBeUndefined();
    expect((await store().findSubmission('contact', waiting.saved.id))?.confirmations?.[0]?.cancelledAt).not.toBeNull();
  });

  it("a confirmed new number that replaces the member's confirmed one is told to the SMS platform, once", async () => {
    await addSmsPlatform();
    await consent(contact('CF-8', MOBILE), false);
    await recordYesReply(store(), { messageId: 'msg_yes_8', phone: MOBILE, receivedAt: new Date() });
    // The first number confirmed replaced none: nothing to tell.
    const jobsOf = async () => (await store().outbox.claimDue(1, 100, 1000, new Date(Date.now() + 60_000))).filter((job) => job.subject === 'contactChange');
    expect(await jobsOf()).toEqual([]);
    const moved = await consent(contact('CF-8', STRANGER), false);
    expect(moved.awaiting).toEqual(['mobile']);
    await recordYesReply(store(), { messageId: 'msg_yes_8b', phone: STRANGER, receivedAt: new Date(Date.now() + 1000) });
    await recordYesReply(store(), { messageId: 'msg_yes_8b', phone: STRANGER, receivedAt: new Date(Date.now() + 1000) });
    const changes = await jobsOf();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.contactChange).toMatchObject({ previousMobile: '+19165550100', mobile: '+19165550177' });
    expect(changes[0]?.submission?.reference).toBe(moved.saved.reference);
  });

  it('a consent its request left unsettled counts for nothing until the sweep settles it', async () => {
    const saved = await store().saveSubmission('contact', contact('CF-9', MOBILE));
    expect((await current('CF-9'))?.consent).toBeUndefined();
    expect((await current('CF-9'))?.waiting.map((waiting) => waiting.id)).toEqual([saved.id]);
    expect(await store().confirmations.unsettled('contact', new Date(Date.now() - 60_000), 10)).toEqual([]);
    expect(await store().confirmations.unsettled('contact', new Date(Date.now() + 1000), 10)).toContain(saved.id);
    await settleConsent({ store: store(), emailConfirmation: false }, saved.id);
    expect(await store().confirmations.unsettled('contact', new Date(Date.now() + 1000), 10)).not.toContain(saved.id);
    expect((await current('CF-9'))?.consent?.id).toBe(saved.id);
  });
}
