// The console's consent screens (issue 38, docs/consent.md#the-consent-screens): a member's consent looked up by
// member ID, a consent's proof, a withdrawal recorded (managers), and the withdrawals to honour with their "honoured on"
// marks (managers). Each writes its audit entry before it answers. The member ID travels in a POST body, never in an
// address, so no proxy log or browser history keeps it. The rules are the command line's (server/consent/).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { memberKey } from '../../src/domain/memberId';
import { STAFF_API_PATH } from '../../src/domain/staffConsole';
import {
  STAFF_CONSENT_API,
  type ConsentProofView,
  type StaffProblemAnswer,
  type WithdrawalRecordedView,
  type WithdrawalsPage,
  type WithdrawalToHonour,
} from '../../src/domain/staffConsent';
import { dateIn } from '../consent/businessDays';
import { consentStates } from '../consent/currentChoices';
import { isConsentChannel, isWithdrawalSource, readMemberId, readReceived, recordWithdrawal, type MemberIdProblem } from '../consent/recordWithdrawal';
import { CONTACT_MAX_LENGTHS } from '../../src/domain/contact';
import { consentEntry, decodeWithdrawalCursor, encodeWithdrawalCursor, memberConsentView, termsView, toHonourRow, withdrawalEntry } from '../staff/consentViews';
import { INBOX_PAGE_SIZE } from '../staff/inboxViews';
import { calendarDay } from '../staff/planDays';
import { audit } from '../staff/staffRequest';
import { readNote } from '../staff/staffNote';
import type { PortalStore } from '../store/types';
import { CONSENT_FORM_KIND, withdrawalIdOf } from '../store/withdrawalRules';

export interface StaffConsentOptions {
  store: PortalStore;
  planTimeZone: string;
}

const MEMBER_ID_PROBLEMS: Record<MemberIdProblem, string> = {
  missing: 'Enter a member ID.',
  'too-long': `A member ID has at most ${CONTACT_MAX_LENGTHS.memberId} characters.`,
};

function problem(reply: FastifyReply, status: 400 | 404 | 409, answer: StaffProblemAnswer) {
  return reply.code(status).send(answer);
}

function fieldProblems(reply: FastifyReply, fields: Partial<Record<string, string>>) {
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return problem(reply, 400, { message: first, fields });
}

const bodyOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

export async function staffConsentRoutes(app: FastifyInstance, options: StaffConsentOptions): Promise<void> {
  const { store, planTimeZone } = options;
  const viewer = { schema: { hide: true }, config: { staffAccess: 'viewer' as const } };
  const manager = { schema: { hide: true }, config: { staffAccess: 'manager' as const } };

  /** The member's view, read afresh: after a change it shows what the change did. */
  async function memberView(memberId: string) {
    const { consents, withdrawals } = await store.consentsOfMember(CONSENT_FORM_KIND, memberKey(memberId));
    const marks = await store.staff.withdrawalMarks(withdrawals.map((withdrawal) => withdrawal.id));
    return memberConsentView(memberId, consents, withdrawals, marks);
  }

  app.post(STAFF_CONSENT_API.member, viewer, async (request, reply) => {
    const member = readMemberId(bodyOf(request.body).memberId);
    if ('problem' in member) return fieldProblems(reply, { memberId: MEMBER_ID_PROBLEMS[member.problem] });
    const view = await memberView(member.memberId);
    // Which member was looked up is what the trail is for, found or not.
    await audit(store, request, 'consent-lookup', { member: member.memberId, entries: view.history.length }, view.history.map((entry) => entry.reference));
    return view;
  });

  app.get<{ Params: { reference: string } }>(`${STAFF_API_PATH}/consent/proof/:reference`, viewer, async (request, reply) => {
    const consent = await store.findSubmissionByReference(CONSENT_FORM_KIND, request.params.reference);
    if (consent === undefined) return problem(reply, 404, { message: 'There is no consent with this reference.' });
    const memberId = String(consent.record.memberId ?? '');
    const { consents, withdrawals } = await store.consentsOfMember(CONSENT_FORM_KIND, memberKey(memberId));
    // The member's own consents decide its state (superseded, waiting); the one asked for is among them.
    const stored = consents.find((each) => each.id === consent.id) ?? consent;
    const state = consentStates(consents, withdrawals).get(consent.id) ?? '';
    const terms = (await store.listTerms()).find((each) => each.version === stored.termsVersion && each.language === stored.language);
    await audit(store, request, 'consent-proof', {}, [consent.reference]);
    const proof: ConsentProofView = { consent: consentEntry(stored, state), memberId, terms: termsView(terms), timeZone: planTimeZone };
    return proof;
  });

  app.post(STAFF_CONSENT_API.withdrawals, manager, async (request, reply) => {
    const body = bodyOf(request.body);
    const fields: Partial<Record<string, string>> = {};
    const member = readMemberId(body.memberId);
    if ('problem' in member) fields.memberId = MEMBER_ID_PROBLEMS[member.problem];
    const channels = Array.isArray(body.channels) ? body.channels.filter(isConsentChannel) : [];
    if (channels.length === 0 || !Array.isArray(body.channels) || channels.length !== body.channels.length) fields.channels = 'Choose at least one channel.';
    if (!isWithdrawalSource(body.source)) fields.source = 'Choose how the withdrawal was received.';
    const received = typeof body.received === 'string' ? readReceived(body.received.trim(), planTimeZone) : ({ problem: 'unreadable' } as const);
    if ('problem' in received) fields.received = received.problem === 'future' ? 'The date cannot be in the future.' : 'Enter the day it was received, as YYYY-MM-DD.';
    if (body.force !== undefined && typeof body.force !== 'boolean') fields.force = '"force" must be true or false.';
    if (Object.keys(fields).length > 0 || 'problem' in member || 'problem' in received || !isWithdrawalSource(body.source)) return fieldProblems(reply, fields);

    const force = body.force === true;
    const recorded = await recordWithdrawal(store, { memberId: member.memberId, channels, source: body.source, receivedAt: received.receivedAt, force }, planTimeZone);
    if ('noConsent' in recorded) {
      await audit(store, request, 'withdrawal-record', { member: member.memberId, recorded: false, reason: 'no consent on record' });
      return problem(reply, 409, {
        code: 'no-consent',
        message:
          `No consent is on record for member ID ${member.memberId}: nothing was recorded. Check the member ID on the member's card ` +
          '(letter case does not matter). If the member gave consent outside the portal, record the withdrawal all the same.',
      });
    }
    const { withdrawal } = recorded;
    await audit(
      store,
      request,
      'withdrawal-record',
      { member: withdrawal.memberId, recorded: true, channels: withdrawal.channels.join(','), source: withdrawal.source, honourBy: withdrawal.honourBy, force },
      [withdrawalEntry(withdrawal, null).reference],
    );
    const answer: WithdrawalRecordedView = { withdrawal: withdrawalEntry(withdrawal, null), member: await memberView(withdrawal.memberId) };
    return reply.code(201).send(answer);
  });

  app.get<{ Querystring: Record<string, string> }>(STAFF_CONSENT_API.toHonour, viewer, async (request, reply) => {
    const show = request.query.show ?? 'open';
    if (show !== 'open' && show !== 'honoured') return problem(reply, 400, { message: '"show" must be open or honoured.' });
    const after = request.query.after ? decodeWithdrawalCursor(request.query.after) : undefined;
    if (request.query.after && after === undefined) return problem(reply, 400, { message: '"after" is not a page of this list.' });
    const entries = await store.staff.withdrawalsPage({ honoured: show === 'honoured', limit: INBOX_PAGE_SIZE + 1, ...(after ? { after } : {}) });
    const today = dateIn(new Date(), planTimeZone);
    const rows = entries.slice(0, INBOX_PAGE_SIZE).map((entry) => toHonourRow(entry, today));
    await audit(store, request, 'withdrawals-list', { show, ...(after ? { page: 'next' } : {}), rows: rows.length }, rows.map((row) => row.reference));
    const last = entries.length > INBOX_PAGE_SIZE ? entries[INBOX_PAGE_SIZE - 1] : undefined;
    const page: WithdrawalsPage = { rows, today, ...(last ? { next: encodeWithdrawalCursor({ honourBy: last.withdrawal.honourBy, id: last.withdrawal.id }) } : {}) };
    return page;
  });

  app.post<{ Params: { reference: string } }>(`${STAFF_CONSENT_API.toHonour}/:reference/honoured`, manager, async (request, reply) => {
    const id = withdrawalIdOf(request.params.reference);
    const entry = id === undefined ? undefined : await store.staff.withdrawalEntry(id);
    if (id === undefined || entry === undefined) return problem(reply, 404, { message: 'There is no withdrawal with this reference.' });
    const body = bodyOf(request.body);
    const today = dateIn(new Date(), planTimeZone);
    const fields: Partial<Record<string, string>> = {};
    const on = typeof body.on === 'string' ? body.on.trim() : '';
    if (calendarDay(on) === undefined) fields.on = 'Enter the day it was honoured, as YYYY-MM-DD.';
    else if (on > today) fields.on = 'The date cannot be in the future.';
    else if (on < dateIn(new Date(entry.withdrawal.receivedAt), planTimeZone)) fields.on = 'The date cannot be before the withdrawal was received.';
    const read = readNote(body.note);
    if ('problem' in read) fields.note = read.problem;
    if (Object.keys(fields).length > 0 || 'problem' in read) return fieldProblems(reply, fields);
    const { note } = read;

    const session = request.staffSession!.session;
    const marked = await store.staff.markHonoured(id, { honouredOn: on, note, bySubject: session.subject, byEmail: session.email, recordedAt: new Date().toISOString() });
    if (!marked) return problem(reply, 409, { code: 'already-honoured', message: `${request.params.reference.toUpperCase()} was marked honoured already.` });
    const updated = (await store.staff.withdrawalEntry(id))!;
    const row: WithdrawalToHonour = toHonourRow(updated, today);
    await audit(store, request, 'withdrawal-honoured', { honouredOn: on }, [row.reference]);
    return row;
  });
}
