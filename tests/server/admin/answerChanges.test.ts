// How a provider's answer is followed through their responses: what is a change, what each response carries, which is current.
import { traceAnswerChanges } from '../../../server/exports/answerChanges';
import type { StoredSubmission } from '../../../server/store/types';

let nextId = 1;
function response(npi: string | null, answer: string, email: string): StoredSubmission {
  const id = nextId++;
  return {
    id,
    reference: `TGI-${id}`,
    receivedAt: `2026-11-0${id}T10:00:00.000Z`,
    record: { isGenderAffirmingServicesOffered: answer, email },
    language: 'en',
    npi,
    submittedVia: 'app',
  };
}

it("marks each response that changes its NPI's answer, carries the latest change forward, and finds each NPI's current response", () => {
  const history = [
    response('1', 'Yes', 'a@example.org'),
    response('2', 'No', 'b@example.org'),
    response('1', 'No', 'm@example.net'),
    response(null, 'No', 'lone@example.org'),
    response('1', 'No', 'm2@example.net'),
    response('1', 'Yes', 'a@example.org'),
  ];
  const traced = traceAnswerChanges('tgi', history);
  expect(traced.map((entry) => [entry.submission.reference, entry.changesAnswer, entry.lastChange?.reference, entry.lastChange?.previousAnswer, entry.lastChange?.previousEmail, entry.current])).toEqual([
    ['TGI-1', false, undefined, undefined, undefined, false],
    ['TGI-2', false, undefined, undefined, undefined, true],
    ['TGI-3', true, 'TGI-3', 'Yes', 'a@example.org', false],
    // A response without an NPI stands alone: it changes nothing and is current.
    ['TGI-4', false, undefined, undefined, undefined, true],
    // The same answer again changes nothing and keeps showing the change before it.
    ['TGI-5', false, 'TGI-3', 'Yes', 'a@example.org', false],
    // Back to the first answer: a change too, from the answer and email just before it.
    ['TGI-6', true, 'TGI-6', 'No', 'm2@example.net', true],
  ]);
  expect(traced[2]?.lastChange?.receivedAt).toBe(history[2]?.receivedAt);
});

it('refuses a form whose latest response does not win', () => {
  expect(() => traceAnswerChanges('contact', [])).toThrow('The contact form has no current answer per NPI.');
});
