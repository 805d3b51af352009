// The mock API of the changed survey answers (issue 38): the waiting and reviewed lists a page at a time, and a review
// (403 for a viewer, 409 'already-reviewed' for one reviewed already, 400 naming the field refused). Each set of handlers
// keeps its own copy of the changes. Imports `msw` only, with the contract.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { STAFF_API_PATH } from '../src/domain/staffConsole';
import { ANSWER_REVIEW_OUTCOMES, STAFF_ANSWER_CHANGES_API, type AnswerChangesPage, type AnswerReviewRequest } from '../src/domain/staffAnswerChanges';
import { STAFF_NOTE_MAX_LENGTH, type StaffProblemAnswer } from '../src/domain/staffConsent';
import { DIRECTORY_ENDPOINT, SAMPLE_ANSWER_CHANGES } from './staffAnswerChangeData';
import type { ConsentMockContext as StaffMockContext } from './staffConsentHandlers';

const forbidden = { message: 'Your role does not allow this.' };

const isOutcome = (value: unknown) => typeof value === 'string' && (ANSWER_REVIEW_OUTCOMES as readonly string[]).includes(value);

export function staffAnswerChangeHandlers({ role, email, json, record, page }: StaffMockContext): RequestHandler[] {
  const changes = SAMPLE_ANSWER_CHANGES.map((change) => ({ ...change }));

  function review(reference: string, body: Partial<AnswerReviewRequest>): Response {
    const change = changes.find((candidate) => candidate.change.reference === reference);
    if (!change) return json({ message: 'There is no survey response with this reference.' } satisfies StaffProblemAnswer, 404);
    if (change.review) return json({ code: 'already-reviewed', message: `${reference} was reviewed already.` } satisfies StaffProblemAnswer, 409);
    const fields: Record<string, string> = {};
    if (!isOutcome(body.outcome)) fields.outcome = 'Choose whether the provider confirmed the change.';
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    if (note.length > STAFF_NOTE_MAX_LENGTH) fields.note = `The note has at most ${STAFF_NOTE_MAX_LENGTH} characters.`;
    if (Object.keys(fields).length > 0 || body.outcome === undefined) return json({ message: Object.values(fields)[0] ?? 'The request is not valid.', fields } satisfies StaffProblemAnswer, 400);
    change.review = { outcome: body.outcome, note, by: email, at: new Date().toISOString() };
    change.deliveries = [{ endpoint: DIRECTORY_ENDPOINT, status: 'pending', attempts: 0, deliveredAt: null, lastStatus: null }];
    return json(change);
  }

  return [
    http.get(`*${STAFF_ANSWER_CHANGES_API.list}`, ({ request }) => {
      const url = record(request);
      const show = url.searchParams.get('show') ?? 'waiting';
      if (show !== 'waiting' && show !== 'reviewed') return json({ message: '"show" must be waiting or reviewed.' }, 400);
      const rows = changes.filter((change) => (change.review !== null) === (show === 'reviewed'));
      const { items, next } = page(rows, url.searchParams.get('after'));
      return json({ rows: items, ...(next ? { next } : {}) } satisfies AnswerChangesPage);
    }),
    http.post(`*${STAFF_API_PATH}/answer-changes/:reference/review`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<AnswerReviewRequest>;
      record(request, body);
      if (role === 'viewer') return json(forbidden, 403);
      return review(String(params.reference), body);
    }),
  ];
}

// Scenarios: each goes before a full set (msw takes the first handler that answers).

const serverFailed = () => HttpResponse.json({ message: 'The store did not answer.' }, { status: 500, statusText: 'Internal Server Error' });

/** No change on either list. */
export const staffAnswerChangesEmpty: RequestHandler[] = [http.get(`*${STAFF_ANSWER_CHANGES_API.list}`, () => HttpResponse.json({ rows: [] } satisfies AnswerChangesPage))];

/** The list fails on the server. */
export const staffAnswerChangesFail500: RequestHandler[] = [http.get(`*${STAFF_ANSWER_CHANGES_API.list}`, serverFailed)];

/** Saving a review fails on the server (what was typed must stay). */
export const staffAnswerReviewFails500: RequestHandler[] = [http.post(`*${STAFF_API_PATH}/answer-changes/:reference/review`, serverFailed)];

/** Another manager reviewed the change first. */
export const staffAnswerReviewConflict: RequestHandler[] = [
  http.post(`*${STAFF_API_PATH}/answer-changes/:reference/review`, ({ params }) =>
    HttpResponse.json({ code: 'already-reviewed', message: `${String(params.reference)} was reviewed already.` } satisfies StaffProblemAnswer, { status: 409, statusText: 'Conflict' }),
  ),
];
