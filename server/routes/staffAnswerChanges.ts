// The console's changed survey answers (issue 38, docs/operations.md#confirming-a-changed-answer): every TGI response
// that changed its NPI's answer, waiting for a review or reviewed, and a manager's review with the provider's office
// (confirmed, or not confirmed) with a note, delivered to the plan's systems as `submission.answer_change_reviewed`.
// Each writes its audit entry before it answers.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FORMS, type FormKind } from '../../src/domain/forms';
import { ANSWER_REVIEW_OUTCOMES, STAFF_ANSWER_CHANGES_API, type AnswerChangesPage, type AnswerReviewOutcome } from '../../src/domain/staffAnswerChanges';
import type { StaffProblemAnswer } from '../../src/domain/staffConsent';
import { readNote } from '../staff/staffNote';
import { answerChangeView } from '../staff/answerChangeViews';
import { decodeCursor, encodeCursor, INBOX_PAGE_SIZE } from '../staff/inboxViews';
import { audit } from '../staff/staffRequest';
import type { PortalStore } from '../store/types';

export interface StaffAnswerChangesOptions {
  store: PortalStore;
}

/** The form whose latest response per NPI wins (the TGI survey). */
const SURVEY: FormKind | undefined = FORMS.find((form) => form.latestPerNpi !== undefined)?.kind;

function problem(reply: FastifyReply, status: 400 | 404 | 409, answer: StaffProblemAnswer) {
  return reply.code(status).send(answer);
}

const isOutcome = (value: unknown): value is AnswerReviewOutcome => typeof value === 'string' && (ANSWER_REVIEW_OUTCOMES as readonly string[]).includes(value);

export async function staffAnswerChangesRoutes(app: FastifyInstance, options: StaffAnswerChangesOptions): Promise<void> {
  const { store } = options;
  if (SURVEY === undefined) return;
  const kind = SURVEY;
  const viewer = { schema: { hide: true }, config: { staffAccess: 'viewer' as const } };
  const manager = { schema: { hide: true }, config: { staffAccess: 'manager' as const } };

  app.get<{ Querystring: Record<string, string> }>(STAFF_ANSWER_CHANGES_API.list, viewer, async (request, reply) => {
    const show = request.query.show ?? 'waiting';
    if (show !== 'waiting' && show !== 'reviewed') return problem(reply, 400, { message: '"show" must be waiting or reviewed.' });
    const after = request.query.after ? decodeCursor(request.query.after) : undefined;
    if (request.query.after && after === undefined) return problem(reply, 400, { message: '"after" is not a page of this list.' });
    const entries = await store.staff.answerChangesPage({ kind, reviewed: show === 'reviewed', limit: INBOX_PAGE_SIZE + 1, ...(after ? { after } : {}) });
    const shown = entries.slice(0, INBOX_PAGE_SIZE);
    const rows = shown.map((entry) => answerChangeView(kind, entry));
    await audit(store, request, 'answer-changes-list', { show, ...(after ? { page: 'older' } : {}), rows: rows.length }, rows.map((row) => row.change.reference));
    const last = entries.length > INBOX_PAGE_SIZE ? shown.at(-1) : undefined;
    const page: AnswerChangesPage = { rows, ...(last ? { next: encodeCursor({ at: last.change.receivedAt, id: last.change.id }) } : {}) };
    return page;
  });

  app.post<{ Params: { reference: string } }>(`${STAFF_ANSWER_CHANGES_API.list}/:reference/review`, manager, async (request, reply) => {
    const submission = await store.findSubmissionByReference(kind, request.params.reference);
    if (submission === undefined) return problem(reply, 404, { message: 'There is no survey response with this reference.' });
    const entry = await store.staff.answerChangeEntry(kind, submission.id);
    if (entry === undefined) return problem(reply, 400, { message: "This response does not change its NPI's answer: there is nothing to confirm." });
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    const fields: Partial<Record<string, string>> = {};
    if (!isOutcome(body.outcome)) fields.outcome = 'Choose whether the provider confirmed the change.';
    const note = readNote(body.note);
    if ('problem' in note) fields.note = note.problem;
    if (!isOutcome(body.outcome) || 'problem' in note) return problem(reply, 400, { message: Object.values(fields)[0] ?? 'The request is not valid.', fields });

    const session = request.staffSession!.session;
    const reviewed = await store.staff.reviewAnswerChange(kind, {
      submissionId: submission.id,
      outcome: body.outcome,
      note: note.note,
      bySubject: session.subject,
      byEmail: session.email,
      recordedAt: new Date().toISOString(),
    });
    if (!reviewed) return problem(reply, 409, { code: 'already-reviewed', message: `${submission.reference} was reviewed already.` });
    await audit(store, request, 'answer-change-review', { form: kind, outcome: body.outcome }, [submission.reference]);
    return answerChangeView(kind, (await store.staff.answerChangeEntry(kind, submission.id))!);
  });
}
