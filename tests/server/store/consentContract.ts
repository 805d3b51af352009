// The consent evidence's part of the PortalStore contract (issue 23), run by store.test.ts on every available database:
// what a consent keeps of its request, withdrawals delivered as their own event, and the signed STOP intake, from its
// secret to the withdrawals it records.
import { Webhook } from 'standardwebhooks';
import { recordStopReply, stopIntakeRefusal, STOP_INTAKE_SECRET, STOP_INTAKE_TOLERANCE_SECONDS } from '../../../server/consent/stopIntake';
import { consentWithdrawnBody } from '../../../server/delivery/payload';
import { newWebhookSecret } from '../../../server/delivery/signature';
import type { PortalStore } from '../../../server/store/types';
import { savedConsent } from '../support/settledConsent';

export interface ConsentContext {
  store: () => PortalStore;
}

/** A preferred-contact record of a member and number, texts ticked unless said otherwise. */
export const contact = (memberId: string, mobileNumber: string, isText = true) => ({
  firstName: 'Zoë',
  lastName: 'Núñez',
  memberId,
  emailAddress: 'zoe@example.org',
  mobileNumber,
  isEmail: true,
  isText,
  isPreRecordedCall: false,
  isPhone: false,
});
const MOBILE = '(916) 555-0100';
const TIME_ZONE = 'America/Los_Angeles';

/** A request signed as the plan's SMS platform signs it, by the specification's own library. */
function signed(secret: string, body: object, at: Date, id = `msg_${Math.random().toString(36).slice(2)}`) {
  const text = JSON.stringify(body);
  const signature = new Webhook(secret).sign(id, at, text);
  return { headers: { id, timestamp: String(Math.floor(at.getTime() / 1000)), signature }, body: text };
}

export function consentContract(context: ConsentContext): void {
  const store = () => context.store();

  it('keeps with a consent the page it came from and, when given, the client; other forms keep none', async () => {
    await savedConsent(store(), contact('M-1', MOBILE), {
      pageUrl: 'https://portal.example.org/es/preferredcontact',
      clientIp: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (iPhone)',
    });
    await savedConsent(store(), contact('M-2', MOBILE), { pageUrl: 'https://portal.example.org/preferredcontact' });
    expect((await store().listSubmissions('contact')).map(({ pageUrl, clientIp, userAgent }) => ({ pageUrl, clientIp, userAgent }))).toEqual([
      { pageUrl: 'https://portal.example.org/es/preferredcontact', clientIp: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' },
      { pageUrl: 'https://portal.example.org/preferredcontact', clientIp: null, userAgent: null },
    ]);
    await store().saveSubmission('attestation', { firstName: 'Ada' });
    expect(await store().listSubmissions('attestation')).toEqual([expect.not.objectContaining({ pageUrl: expect.anything() })]);
  });

  it('a withdrawal is delivered as consent.withdrawn to the endpoints that receive consents, and replayed like a submission', async () => {
    const secret = newWebhookSecret();
    const crm = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['contact'], secret);
    await store().outbox.addEndpoint('https://directory.example.org/hooks', ['tgi'], secret);
    const withdrawal = await store().addWithdrawal({ memberId: 'M-1', channels: ['text'], source: 'phone', receivedAt: new Date('2026-11-24T17:00:00Z'), honourBy: '2026-12-09' });
    const jobs = await store().outbox.list();
    expect(jobs.map((job) => [job.endpointId, job.form, job.reference, job.status])).toEqual([[crm.id, 'contact', `WDR-${withdrawal.id}`, 'pending']]);

    const [claimed] = await store().outbox.claimDue(crm.id, 10, 60_000);
    expect(claimed).toMatchObject({ subject: 'withdrawal', submission: undefined, withdrawal: { id: withdrawal.id, memberId: 'M-1', channels: ['text'] } });
    expect(JSON.parse(consentWithdrawnBody(claimed!.withdrawal!))).toEqual({
      type: 'consent.withdrawn',
      timestamp: '2026-11-24T17:00:00.000Z',
      data: {
        reference: `WDR-${withdrawal.id}`,
        memberId: 'M-1',
        channels: ['text'],
        source: 'phone',
        receivedAt: '2026-11-24T17:00:00.000Z',
        recordedAt: withdrawal.recordedAt,
        honourBy: '2026-12-09',
      },
    });
    await store().outbox.finish(claimed!.id, { kind: 'delivered', status: 204 });
    // Replayed with the message id it had; a purge of the consents leaves a withdrawal's jobs alone.
    expect(await store().outbox.replay(new Date('2026-11-01T00:00:00Z'), crm.id)).toBe(1);
    const after = await store().outbox.list();
    expect(after.map((job) => job.messageId)).toEqual([jobs[0]!.messageId, jobs[0]!.messageId]);
    await store().purgeSubmissions(['contact'], new Date('2030-01-01T00:00:00Z'), { dryRun: false });
    expect(await store().outbox.list()).toHaveLength(2);
  });

  it('finds every consent of the members who gave a mobile number, their member IDs compared without case or spaces', async () => {
    await savedConsent(store(), contact('AB-123', MOBILE));
    await savedConsent(store(), contact(' ab-123 ', '(916) 555-0199'));
    await savedConsent(store(), contact('CD-9', '(916) 555-0199'));
    await store().addWithdrawal({ memberId: 'Ab-123', channels: ['email'], source: 'mail', receivedAt: new Date(), honourBy: '2026-12-09' });
    await store().addWithdrawal({ memberId: 'CD-9', channels: ['email'], source: 'mail', receivedAt: new Date(), honourBy: '2026-12-09' });
    const found = await store().consentsOfMobile('contact', MOBILE);
    expect(found.consents.map((consent) => consent.record.memberId)).toEqual(['AB-123', ' ab-123 ']);
    expect(found.withdrawals.map((withdrawal) => withdrawal.memberId)).toEqual(['Ab-123']);
    expect(await store().consentsOfMobile('contact', '(916) 555-0111')).toEqual({ consents: [], withdrawals: [] });
  });

  it('the STOP intake verifies a Standard Webhooks signature with the secret staff created; unsigned, stale or wrongly signed is refused', async () => {
    const now = new Date();
    const body = { phone: '+1 916 555 0100' };
    expect(await stopIntakeRefusal(store(), signed(newWebhookSecret(), body, now), now)).toBe('noSecret');
    const secret = newWebhookSecret();
    await store().rotateIntakeSecret(STOP_INTAKE_SECRET, secret, now);
    expect(await stopIntakeRefusal(store(), signed(secret, body, now), now)).toBeUndefined();
    expect(await stopIntakeRefusal(store(), { headers: { id: undefined, timestamp: undefined, signature: undefined }, body: JSON.stringify(body) }, now)).toBe('unsigned');
    expect(await stopIntakeRefusal(store(), signed(newWebhookSecret(), body, now), now)).toBe('badSignature');
    // The body changed after signing.
    expect(await stopIntakeRefusal(store(), { ...signed(secret, body, now), body: JSON.stringify({ phone: '+1 916 555 0199' }) }, now)).toBe('badSignature');
    // A message signed more than five minutes ago is a replay; one signed just inside is not.
    const tooOld = new Date(now.getTime() - (STOP_INTAKE_TOLERANCE_SECONDS + 5) * 1000);
    expect(await stopIntakeRefusal(store(), signed(secret, body, tooOld), now)).toBe('stale');
    const justInside = new Date(now.getTime() - (STOP_INTAKE_TOLERANCE_SECONDS - 5) * 1000);
    expect(await stopIntakeRefusal(store(), signed(secret, body, justInside), now)).toBeUndefined();
    expect(await stopIntakeRefusal(store(), signed(secret, body, new Date(now.getTime() + 10 * 60_000)), now)).toBe('stale');

    // A new secret: the old one still verifies for as long as the rotation says, then not.
    const next = newWebhookSecret();
    await store().rotateIntakeSecret(STOP_INTAKE_SECRET, next, new Date(now.getTime() + 60_000));
    expect(await stopIntakeRefusal(store(), signed(next, body, now), now)).toBeUndefined();
    expect(await stopIntakeRefusal(store(), signed(secret, body, now), now)).toBeUndefined();
    const inTwoMinutes = new Date(now.getTime() + 120_000);
    expect(await stopIntakeRefusal(store(), signed(secret, body, inTwoMinutes), inTwoMinutes)).toBe('badSignature');
  });

  it('a STOP withdraws texts for each member whose current consent has the number, once per message, honoured in 10 business days', async () => {
    await savedConsent(store(), contact('AB-123', MOBILE));
    // This member changed number since: their current consent does not have it.
    await savedConsent(store(), contact('EF-7', MOBILE));
    await savedConsent(store(), contact('ef-7', '(916) 555-0199'));
    await savedConsent(store(), contact('GH-8', MOBILE, false));
    const receivedAt = new Date('2026-11-25T18:00:00Z');
    const reply = { messageId: 'msg_stop_1', phone: MOBILE, receivedAt, channels: ['text'] as const };
    const first = await recordStopReply(store(), reply, TIME_ZONE);
    expect(first.replayed).toBe(false);
    // Thanksgiving (Thursday 26 November) and the weekends are skipped.
    expect(first.withdrawals.map(({ memberId, channels, source, phone, honourBy }) => ({ memberId, channels, source, phone, honourBy }))).toEqual([
      { memberId: 'AB-123', channels: ['text'], source: 'sms-stop', phone: MOBILE, honourBy: '2026-12-10' },
      { memberId: 'GH-8', channels: ['text'], source: 'sms-stop', phone: MOBILE, honourBy: '2026-12-10' },
    ]);
    const again = await recordStopReply(store(), reply, TIME_ZONE);
    expect(again).toEqual({ replayed: true, withdrawals: first.withdrawals });
    expect(await store().listWithdrawals()).toHaveLength(2);
    // The database itself refuses a second row for the same message and member.
    await expect(
      store().addWithdrawal({ memberId: 'ab-123', channels: ['text'], source: 'sms-stop', receivedAt, honourBy: '2026-12-10', intakeMessageId: 'msg_stop_1' }),
    ).rejects.toThrow();
    expect(await recordStopReply(store(), { ...reply, messageId: 'msg_stop_2', phone: '(916) 555-0111' }, TIME_ZONE)).toEqual({ replayed: false, withdrawals: [] });
  });
}
