// Changed survey answers reviewed by staff, on both databases (issue 38): the responses that changed their NPI's
// answer, newest first, waiting or reviewed, each with the response it replaced; a review recorded once with its
// delivery jobs for the endpoints that take the survey; and a review gone with its response when a purge removes it.
import type { AnswerReview, PortalStore } from '../../../server/store/types';

export interface AnswerReviewContext {
  store: () => PortalStore;
}

const tgi = (npi: string, answer: string, email: string) => ({
  providerLastName: 'Hopper',
  providerFirstName: 'Grace',
  individualNPI: npi,
  isValidNPI: 'Yes',
  isGenderAffirmingServicesOffered: answer,
  fullNameOfPersonCompletingSurvey: 'Grace Hopper',
  titleOfPersonCompletingSurvey: 'MD',
  email,
  phoneNumber: '(916) 555-0100',
  dateSubmitted: '2026-11-28T17:00:00.000Z',
});

const review = (submissionId: number, outcome: AnswerReview['outcome'] = 'confirmed'): AnswerReview => ({
  submissionId,
  outcome,
  note: 'Called the office on the number in the credentialing file.',
  bySubject: 'idp|manager-1',
  byEmail: 'marcus@plan.example',
  // Its jobs are due from this time: now, as the console records it.
  recordedAt: new Date().toISOString(),
});

export function answerReviewContract(context: AnswerReviewContext): void {
  const store = () => context.store();
  const desk = () => context.store().staff;
  const save = async (npi: string, answer: string, email = 'office@clinic.example') => (await store().saveSubmission('tgi', tgi(npi, answer, email), { npi })).id;

  it('lists the changes of an NPI\'s answer newest first with the response each replaced, waiting or reviewed', async () => {
    const first = await save('1234567893', 'Yes', 'office@clinic.example');
    const change = await save('1234567893', 'No', 'someone@elsewhere.example');
    await save('1234567893', 'No');
    await save('1003000126', 'Yes');
    const otherChange = await save('1003000126', 'No');

    const waiting = await desk().answerChangesPage({ kind: 'tgi', reviewed: false, limit: 10 });
    expect(waiting.map((entry) => entry.change.id)).toEqual([otherChange, change]);
    const older = waiting[1]!;
    expect(older.previous?.id).toBe(first);
    expect(older.previous?.record.email).toBe('office@clinic.example');
    // A later response of the same answer keeps the change but it is no longer the NPI's current response.
    expect(older.current).toBe(false);
    expect(waiting[0]?.current).toBe(true);
    const paged = await desk().answerChangesPage({ kind: 'tgi', reviewed: false, limit: 10, after: { at: waiting[0]!.change.receivedAt, id: otherChange } });
    expect(paged.map((entry) => entry.change.id)).toEqual([change]);

    expect(await desk().reviewAnswerChange('tgi', review(change))).toBe(true);
    expect((await desk().answerChangesPage({ kind: 'tgi', reviewed: false, limit: 10 })).map((entry) => entry.change.id)).toEqual([otherChange]);
    const reviewed = await desk().answerChangesPage({ kind: 'tgi', reviewed: true, limit: 10 });
    expect(reviewed.map((entry) => [entry.change.id, entry.review?.outcome])).toEqual([[change, 'confirmed']]);
    expect(await desk().answerChangeEntry('tgi', first)).toBeUndefined();
  });

  it('records a review once, with a job for each endpoint that takes the survey', async () => {
    const tgiEndpoint = await store().outbox.addEndpoint('https://directory.plan.example/hooks', ['tgi'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    await store().outbox.addEndpoint('https://crm.plan.example/hooks', ['contact'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    await save('1234567893', 'Yes');
    const change = await save('1234567893', 'No');
    expect(await desk().reviewAnswerChange('tgi', review(change, 'not-confirmed'))).toBe(true);
    expect(await desk().reviewAnswerChange('tgi', review(change, 'confirmed'))).toBe(false);
    expect((await desk().answerReviews([change])).get(change)?.outcome).toBe('not-confirmed');
    const entry = await desk().answerChangeEntry('tgi', change);
    expect(entry?.deliveries.map((job) => [job.endpointId, job.status])).toEqual([[tgiEndpoint.id, 'pending']]);
    // Each response's submission.created, then the review's.
    const claimed = await store().outbox.claimDue(tgiEndpoint.id, 10, 30_000);
    expect(claimed.map((each) => each.subject)).toEqual(['submission', 'submission', 'answerReview']);
    const reviewJob = claimed[2];
    expect(reviewJob).toMatchObject({ subject: 'answerReview', submission: { id: change }, answerReview: { outcome: 'not-confirmed' } });
    expect(reviewJob?.previous?.record.isGenderAffirmingServicesOffered).toBe('Yes');
  });

  it('a purge that removes a response removes its review', async () => {
    await save('1234567893', 'Yes');
    const change = await save('1234567893', 'No');
    await desk().reviewAnswerChange('tgi', review(change));
    await store().purgeSubmissions(['tgi'], new Date(Date.now() + 60_000));
    expect((await desk().answerReviews([change])).size).toBe(0);
  });
}
