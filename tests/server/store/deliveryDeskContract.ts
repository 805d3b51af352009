// The console's Deliveries screen on both databases (issue 38): each attempt of a job kept (its time, the receiver's
// status or why none came), an endpoint's health (last delivery, failed and waiting jobs, the oldest waiting), the
// failed jobs paged newest first with what each delivers; and an audit entry for every new action of the screens.
import { AUDIT_ACTIONS } from '../../../src/domain/staffConsole';
import type { PortalStore } from '../../../server/store/types';

export interface DeliveryDeskContext {
  store: () => PortalStore;
}

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

export function deliveryDeskContract(context: DeliveryDeskContext): void {
  const store = () => context.store();

  it("keeps each attempt of a job, oldest first, and says an endpoint's health", async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.plan.example/hooks', ['contact'], SECRET);
    await store().addWithdrawals([
      { memberId: 'M-1', channels: ['text'], source: 'phone', receivedAt: new Date(), honourBy: '2099-01-01' },
      { memberId: 'M-2', channels: ['email'], source: 'mail', receivedAt: new Date(), honourBy: '2099-01-01' },
    ]);
    expect(await store().outbox.endpointHealth(endpoint.id)).toMatchObject({ lastSuccessAt: null, failed: 0, waiting: 2, oldestWaitingSince: expect.any(String) });

    const jobs = await store().outbox.claimDue(endpoint.id, 10, 30_000);
    const t1 = new Date(Date.now() + 1000);
    const t2 = new Date(Date.now() + 2000);
    await store().outbox.finish(jobs[0]!.id, { kind: 'retry', at: new Date(), status: 503, error: 'answered 503' }, t1);
    await store().outbox.finishAll([
      { id: jobs[1]!.id, outcome: { kind: 'delivered', status: 204 }, at: t1 },
    ]);
    await store().outbox.claimDue(endpoint.id, 10, 30_000, new Date(Date.now() + 60_000));
    await store().outbox.finish(jobs[0]!.id, { kind: 'failed', status: null, error: 'timed out' }, t2);

    const attempts = await store().outbox.attemptsOf([jobs[0]!.id, jobs[1]!.id]);
    expect(attempts.get(jobs[0]!.id)).toEqual([
      { at: t1.toISOString(), status: 503, error: 'answered 503' },
      { at: t2.toISOString(), status: null, error: 'timed out' },
    ]);
    expect(attempts.get(jobs[1]!.id)).toEqual([{ at: t1.toISOString(), status: 204, error: null }]);
    expect(await store().outbox.endpointHealth(endpoint.id)).toEqual({ lastSuccessAt: t1.toISOString(), failed: 1, waiting: 0, oldestWaitingSince: null });
  });

  it('pages the failed jobs newest first, each with what it delivers', async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.plan.example/hooks', ['contact', 'tgi'], SECRET);
    await store().saveSubmission('tgi', {
      providerLastName: 'Hopper',
      providerFirstName: 'Grace',
      individualNPI: '1234567893',
      isValidNPI: 'Yes',
      isGenderAffirmingServicesOffered: 'Yes',
      fullNameOfPersonCompletingSurvey: 'Grace Hopper',
      titleOfPersonCompletingSurvey: 'MD',
      email: 'office@clinic.example',
      phoneNumber: '(916) 555-0100',
      dateSubmitted: '2026-11-28T17:00:00.000Z',
    });
    await store().addWithdrawal({ memberId: 'M-3', channels: ['text'], source: 'phone', receivedAt: new Date(), honourBy: '2099-01-01' });
    const jobs = await store().outbox.claimDue(endpoint.id, 10, 30_000);
    for (const job of jobs) await store().outbox.finish(job.id, { kind: 'failed', status: 410, error: 'answered 410' });

    const newest = await store().outbox.list({ failed: true, limit: 1 });
    expect(newest.map((row) => [row.event, row.reference?.slice(0, 4)])).toEqual([['consent.withdrawn', 'WDR-']]);
    const older = await store().outbox.list({ failed: true, limit: 1, before: newest[0]!.id });
    expect(older.map((row) => [row.event, row.form, row.reference?.slice(0, 4)])).toEqual([['submission.created', 'tgi', 'TGI-']]);
    expect(await store().outbox.list({ failed: true, limit: 1, before: older[0]!.id })).toEqual([]);
  });

  it('keeps an audit entry of every action of the screens, found by its action', async () => {
    for (const action of AUDIT_ACTIONS) {
      await store().staff.appendAudit({ subject: 'idp|s', email: 's@plan.example', clientAddress: '127.0.0.1', action, detail: { action }, records: ['WDR-1'] });
    }
    for (const action of ['consent-lookup', 'withdrawal-record', 'withdrawal-honoured', 'answer-change-review', 'maintenance', 'notice-add', 'endpoint-rotate', 'delivery-retry'] as const) {
      const [entry] = await store().staff.listAudit({ action, limit: 5 });
      expect(entry).toMatchObject({ action, detail: { action }, records: ['WDR-1'] });
    }
  });
}
