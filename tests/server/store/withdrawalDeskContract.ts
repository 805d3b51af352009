// The withdrawals to honour on both databases (issue 38): open ones by honour-by date, soonest first, paged on
// (honour_by, id) without overlap; honoured ones latest first; a mark made once, with who and why; and each
// withdrawal's `consent.withdrawn` jobs by endpoint.
import type { NewWithdrawal, PortalStore, WithdrawalMark } from '../../../server/store/types';

export interface WithdrawalDeskContext {
  store: () => PortalStore;
}

const withdrawal = (memberId: string, honourBy: string, receivedAt = '2026-11-02T17:00:00.000Z'): NewWithdrawal => ({
  memberId,
  channels: ['text', 'phone'],
  source: 'phone',
  receivedAt: new Date(receivedAt),
  honourBy,
});

const mark = (honouredOn: string, note = ''): WithdrawalMark => ({
  honouredOn,
  note,
  bySubject: 'idp|manager-1',
  byEmail: 'marcus@plan.example',
  recordedAt: '2026-11-28T18:00:00.000Z',
});

export function withdrawalDeskContract(context: WithdrawalDeskContext): void {
  const store = () => context.store();
  const desk = () => context.store().staff;

  it('lists open withdrawals soonest honour-by first, pages them without overlap, and leaves out the honoured', async () => {
    const [late, soon, later, sameDay, honoured] = await store().addWithdrawals([
      withdrawal('M-3', '2026-12-10'),
      withdrawal('M-1', '2026-11-20'),
      withdrawal('M-4', '2026-12-24'),
      withdrawal('M-2', '2026-12-10'),
      withdrawal('M-5', '2026-11-30'),
    ]);
    expect(await desk().markHonoured(honoured!.id, mark('2026-11-25', 'Texts stopped in the SMS platform.'))).toBe(true);

    const first = await desk().withdrawalsPage({ honoured: false, limit: 2 });
    expect(first.map((entry) => entry.withdrawal.memberId)).toEqual(['M-1', 'M-3']);
    const lastOfFirst = first.at(-1)!.withdrawal;
    const second = await desk().withdrawalsPage({ honoured: false, limit: 2, after: { honourBy: lastOfFirst.honourBy, id: lastOfFirst.id } });
    // Same honour-by date: by id, so the page boundary between them neither repeats nor skips one.
    expect(second.map((entry) => entry.withdrawal.id)).toEqual([sameDay!.id, later!.id]);
    expect([soon, late].map((each) => each!.id)).toEqual(first.map((entry) => entry.withdrawal.id));
    expect(first.every((entry) => entry.mark === null)).toBe(true);

    const done = await desk().withdrawalsPage({ honoured: true, limit: 10 });
    expect(done.map((entry) => entry.withdrawal.id)).toEqual([honoured!.id]);
    expect(done[0]?.mark).toEqual(mark('2026-11-25', 'Texts stopped in the SMS platform.'));
  });

  it('marks a withdrawal honoured once: a second mark changes nothing', async () => {
    const recorded = await store().addWithdrawal(withdrawal('M-9', '2026-12-10'));
    expect(await desk().markHonoured(recorded.id, mark('2026-11-27', 'first'))).toBe(true);
    expect(await desk().markHonoured(recorded.id, mark('2026-11-28', 'second'))).toBe(false);
    expect((await desk().withdrawalEntry(recorded.id))?.mark).toMatchObject({ honouredOn: '2026-11-27', note: 'first' });
    expect([...(await desk().withdrawalMarks([recorded.id, recorded.id + 1000])).keys()]).toEqual([recorded.id]);
    expect(await desk().withdrawalEntry(recorded.id + 1000)).toBeUndefined();
    expect(await desk().withdrawalEntry(0)).toBeUndefined();
  });

  it("gives each withdrawal's consent.withdrawn job by endpoint, and none to an endpoint that takes no consent", async () => {
    const crm = await store().outbox.addEndpoint('https://crm.plan.example/hooks', ['contact'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    await store().outbox.addEndpoint('https://lms.plan.example/hooks', ['attestation'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    const recorded = await store().addWithdrawal(withdrawal('M-7', '2026-12-10'));
    const entry = await desk().withdrawalEntry(recorded.id);
    expect(entry?.deliveries).toEqual([{ endpointId: crm.id, endpointUrl: 'https://crm.plan.example/hooks', status: 'pending', attempts: 0, deliveredAt: null, lastStatus: null }]);
  });
}
