// The mock API of the consent screens (issue 38): a member looked up by a key without letter case or spaces, a proof,
// a withdrawal recorded (403 for a viewer, 409 'no-consent' without a consent on record unless forced), the withdrawals
// to honour a page at a time, and a mark of honoured. Each set of handlers keeps its own copy of the records.
import { http, type RequestHandler } from 'msw';
import { STAFF_API_PATH, type StaffRole } from '../src/domain/staffConsole';
import {
  STAFF_CONSENT_API,
  STAFF_CONSENT_CHANNELS,
  STAFF_NOTE_MAX_LENGTH,
  STAFF_WITHDRAWAL_SOURCES,
  type ConsentHistoryEntry,
  type ConsentProofView,
  type CurrentConsentView,
  type HonouredRequest,
  type MemberConsentView,
  type NewWithdrawalRequest,
  type StaffProblemAnswer,
  type WithdrawalRecordedView,
  type WithdrawalsPage,
  type WithdrawalToHonour,
} from '../src/domain/staffConsent';
import {
  historyEntryOf,
  planDayOf,
  SAMPLE_CONSENTS,
  SAMPLE_TERMS,
  SAMPLE_WITHDRAWALS,
  STAFF_MOCK_TODAY,
  withdrawalRow,
  type SampleConsent,
} from './staffConsentData';

/** What the consent handlers need of the staff mock around them. */
export interface ConsentMockContext {
  role: StaffRole;
  /** Who is signed in, as a mark of honoured names them. */
  email: string;
  json: (body: unknown, status?: number) => Response;
  /** Notes the request (and its JSON body) for tests to assert. */
  record: (request: Request, body?: unknown) => URL;
  /** Rows per page. */
  page: <Item>(items: Item[], after: string | null) => { items: Item[]; next?: string };
}

/** Member IDs are one key without letter case or spaces, as the server compares them (docs/consent.md). */
const memberKey = (memberId: string) => memberId.replace(/\s+/g, '').toUpperCase();

/** The member's choices now: the latest consent that counts, then each withdrawal received after it. */
function currentOf(history: ConsentHistoryEntry[]): CurrentConsentView {
  const counts = (entry: ConsentHistoryEntry) => entry.kind === 'consent' && ['confirmed', 'not needed', 'before confirmation', 'unconfirmed email', 'unconfirmed mobile'].includes(entry.state);
  const latestIndex = history.findLastIndex(counts);
  const latest = latestIndex >= 0 ? history[latestIndex] : undefined;
  const consent = latest?.kind === 'consent' ? latest : undefined;
  const channels = { email: false, text: false, prerecorded: false, phone: false, ...consent?.channels };
  const later = history.slice(latestIndex + 1);
  for (const entry of later) if (entry.kind === 'withdrawal') for (const channel of entry.channels) channels[channel] = false;
  const settingIt = [consent, ...later.filter((entry) => entry.kind === 'withdrawal')].filter((entry) => entry !== undefined);
  return {
    channels,
    since: settingIt.at(-1)?.receivedAt ?? null,
    consentReference: consent?.reference ?? null,
    email: consent?.email ?? null,
    mobile: consent?.mobile ?? null,
    waiting: later.filter((entry) => entry.kind === 'consent' && entry.state.startsWith('waiting')).map((entry) => entry.reference),
  };
}

const problem = (answer: StaffProblemAnswer) => answer;

const forbidden = { message: 'Your role does not allow this.' };

function isWithdrawalRequest(body: unknown): body is NewWithdrawalRequest {
  return typeof body === 'object' && body !== null && 'memberId' in body && 'channels' in body && Array.isArray(body.channels);
}

export function staffConsentHandlers({ role, email, json, record, page }: ConsentMockContext): RequestHandler[] {
  const consents: SampleConsent[] = SAMPLE_CONSENTS.map((consent) => ({ ...consent }));
  const withdrawals: WithdrawalToHonour[] = SAMPLE_WITHDRAWALS.map((row) => ({ ...row }));
  let lastWithdrawalId = Math.max(...withdrawals.map(({ reference }) => Number(reference.replace('WDR-', ''))));

  const knownId = (key: string) => [...consents, ...withdrawals].find(({ memberId }) => memberKey(memberId) === key)?.memberId ?? key;

  function memberView(memberId: string): MemberConsentView {
    const key = memberKey(memberId);
    const history: ConsentHistoryEntry[] = [
      ...consents.filter((consent) => memberKey(consent.memberId) === key).map(({ memberId: _memberId, ...consent }) => consent),
      ...withdrawals.filter((row) => memberKey(row.memberId) === key).map(historyEntryOf),
    ].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    return { memberId: knownId(key), current: currentOf(history), history };
  }

  function recordWithdrawal(request: NewWithdrawalRequest): Response {
    const fields: Record<string, string> = {};
    const channels = STAFF_CONSENT_CHANNELS.filter((channel) => request.channels.includes(channel));
    if (channels.length === 0) fields.channels = 'Choose at least one channel.';
    if (!STAFF_WITHDRAWAL_SOURCES.includes(request.source)) fields.source = 'Choose how the withdrawal was received.';
    const today = planDayOf(Date.now());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(request.received)) fields.received = 'Enter the day as YYYY-MM-DD.';
    else if (request.received > today) fields.received = 'The date cannot be in the future.';
    if (Object.keys(fields).length > 0) return json(problem({ message: 'The withdrawal was not recorded: check the answers marked.', fields }), 400);
    const key = memberKey(request.memberId);
    const memberId = knownId(key);
    if (!request.force && !consents.some((consent) => memberKey(consent.memberId) === key)) {
      return json(
        problem({ code: 'no-consent', message: `No consent is on record for member ID ${memberId}. Check the ID, or record the withdrawal all the same if the member gave consent outside the portal.` }),
        409,
      );
    }
    lastWithdrawalId += 1;
    // Today's is stamped now; an earlier day's at noon in the plan's time zone, as the day is all staff gave.
    const receivedAt = request.received === today ? new Date().toISOString() : `${request.received}T20:00:00.000Z`;
    const row = withdrawalRow({ reference: `WDR-${lastWithdrawalId}`, memberId, channels, source: request.source, receivedAt, deliveries: [] });
    withdrawals.push(row);
    return json({ withdrawal: historyEntryOf(row), member: memberView(memberId) } satisfies WithdrawalRecordedView, 201);
  }

  function markHonoured(reference: string, request: HonouredRequest): Response {
    const row = withdrawals.find((candidate) => candidate.reference === reference);
    if (!row) return json({ message: `There is no withdrawal ${reference}.` }, 404);
    if (row.honoured) {
      return json(problem({ code: 'already-honoured', message: `${reference} was already marked honoured on ${row.honoured.on} by ${row.honoured.by}.` }), 409);
    }
    const fields: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(request.on)) fields.on = 'Enter the day as YYYY-MM-DD.';
    else if (request.on > STAFF_MOCK_TODAY) fields.on = 'The date cannot be in the future.';
    else if (request.on < planDayOf(row.receivedAt)) fields.on = 'The date cannot be before the withdrawal was received.';
    if (request.note.length > STAFF_NOTE_MAX_LENGTH) fields.note = `The note can be at most ${STAFF_NOTE_MAX_LENGTH} characters.`;
    if (Object.keys(fields).length > 0) return json(problem({ message: 'The mark was not saved: check the answers marked.', fields }), 400);
    row.honoured = { on: request.on, note: request.note, by: email, at: new Date().toISOString() };
    row.urgency = 'honoured';
    return json(row);
  }

  return [
    http.post(`*${STAFF_CONSENT_API.member}`, async ({ request }) => {
      const body = (await request.json()) as { memberId?: unknown };
      record(request, body);
      if (typeof body.memberId !== 'string' || body.memberId.trim() === '') return json(problem({ message: 'Enter a member ID.', fields: { memberId: 'Enter a member ID.' } }), 400);
      return json(memberView(body.memberId));
    }),
    http.get(`*${STAFF_API_PATH}/consent/proof/:reference`, ({ request, params }) => {
      record(request);
      const found = consents.find((consent) => consent.reference === params.reference);
      if (!found) return json({ message: `There is no consent ${String(params.reference)}.` }, 404);
      const { memberId, ...consent } = found;
      const terms = SAMPLE_TERMS.find((candidate) => candidate.version === consent.evidence.termsVersion && candidate.language === consent.language) ?? null;
      return json({ consent, memberId, terms, timeZone: 'America/Los_Angeles' } satisfies ConsentProofView);
    }),
    http.post(`*${STAFF_CONSENT_API.withdrawals}`, async ({ request }) => {
      const body = (await request.json()) as unknown;
      record(request, body);
      if (role === 'viewer') return json(forbidden, 403);
      if (!isWithdrawalRequest(body)) return json(problem({ message: 'The request is not a withdrawal.' }), 400);
      return recordWithdrawal(body);
    }),
    http.get(`*${STAFF_CONSENT_API.toHonour}`, ({ request }) => {
      const url = record(request);
      const honoured = url.searchParams.get('show') === 'honoured';
      const rows = honoured
        ? withdrawals.filter((row) => row.honoured).sort((a, b) => (b.honoured?.at ?? '').localeCompare(a.honoured?.at ?? ''))
        : withdrawals.filter((row) => !row.honoured).sort((a, b) => a.honourBy.localeCompare(b.honourBy) || a.receivedAt.localeCompare(b.receivedAt));
      const { items, next } = page(rows, url.searchParams.get('after'));
      return json({ rows: items, today: STAFF_MOCK_TODAY, ...(next ? { next } : {}) } satisfies WithdrawalsPage);
    }),
    http.post(`*${STAFF_API_PATH}/withdrawals/:reference/honoured`, async ({ request, params }) => {
      const body = (await request.json()) as HonouredRequest;
      record(request, body);
      if (role === 'viewer') return json(forbidden, 403);
      return markHonoured(String(params.reference), body);
    }),
  ];
}
