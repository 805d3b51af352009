// The TGI surveys not yet received, kept in the browser's storage from the moment their save is issued until the server
// has them, and sent again on the next visit (docs/states.md#surveys-kept-on-the-device). A chunk of its own, which
// tgiSaga.ts loads when a survey is sent, and the shell at start when an earlier visit kept one
// (src/app/keptSurveysAtStart.ts): none of it is in a page's first load. What it needs of tgiSaga.ts comes as an
// argument, so it imports nothing of the saga's.
import { call, put, select } from 'redux-saga/effects';
import type { TgiSurveyRecord } from '../../domain/tgi';
import { selectLanguage, selectLanguages } from '../../core/appSlice';
import { tgiActions, selectTgiDelivery, type TgiDelivery } from './tgiSlice';

/** A survey to send: what the state keeps of it, and the language it was written in when that is not the page's now. */
export type TgiSurveyToDeliver = Pick<TgiDelivery, 'record' | 'idempotencyKey'> & { language?: string };

/**
 * tgiSaga's delivery of one survey, which this module keeps the device's copy around: whether it was delivered, failed
 * (kept for another try), or refused for the record itself (never to be sent again). Given as an argument, so this
 * module imports nothing of the saga's.
 */
export type TgiDeliverSaga = (survey: TgiSurveyToDeliver, afterRetry: boolean) => Generator<unknown, 'delivered' | 'failed' | 'refused', unknown>;

/** Where the browser keeps them (src/app/keptSurveysAtStart.ts has it too, typed from this one, to know whether to load this chunk). */
export const TGI_KEPT_SURVEYS_KEY = 'tgiSurveysNotReceived';

/**
 * How long a survey is kept for another try: a week, so a provider who comes back on another day of the week still has
 * it sent. Past the server's Idempotency-Key lifetime (IDEMPOTENCY_KEY_TTL_HOURS, 24 hours by default) a resend whose
 * first try had in fact been stored is a second response; the latest response for an NPI wins, and the two are the same
 * answer (docs/readings.md#surveys-kept-on-the-device).
 */
export const KEPT_SURVEY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** At most this many surveys are kept; a newer one pushes the oldest out. */
export const KEPT_SURVEYS_LIMIT = 10;

/** The version of what is stored: anything else (another portal's, an older or newer shape) is dropped, never guessed at. */
export const KEPT_SURVEYS_VERSION = 1;

/** One survey as the device keeps it: only what sending it again needs. */
export interface KeptSurvey {
  /** docs/records.md's record, exactly as its first try sent it. */
  record: TgiSurveyRecord;
  /** The key of its every try, so the server stores it once. */
  idempotencyKey: string;
  /** When its save was first issued (ISO 8601), for its lifetime. */
  issuedAt: string;
  /** The language it was written in, said again in the resend's Content-Language. */
  language: string;
}

interface KeptSurveysData {
  version: typeof KEPT_SURVEYS_VERSION;
  surveys: KeptSurvey[];
}

/** The fields of docs/records.md's TGI record, each with the check its stored value must pass. */
const RECORD_FIELDS = {
  providerLastName: isText,
  providerFirstName: isText,
  individualNPI: isText,
  isValidNPI: isYesNo,
  isGenderAffirmingServicesOffered: isYesNo,
  fullNameOfPersonCompletingSurvey: isText,
  titleOfPersonCompletingSurvey: isText,
  email: isText,
  phoneNumber: isText,
  dateSubmitted: isIsoTime,
} satisfies Record<keyof TgiSurveyRecord, (value: unknown) => boolean>;

/** The Idempotency-Key the server takes (docs/api.md): 8 to 128 letters, digits or `. _ : -`. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/** What Date#toISOString writes. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A language as `lang` spells it (en, es, pt-BR). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

function isYesNo(value: unknown): boolean {
  return value === 'Yes' || value === 'No';
}

function isIsoTime(value: unknown): value is string {
  return isText(value) && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly these fields, no more and none missing, each passing its check. */
function hasExactly(value: Record<string, unknown>, checks: Record<string, (field: unknown) => boolean>): boolean {
  const names = Object.keys(checks);
  return Object.keys(value).length === names.length && names.every((name) => Object.hasOwn(value, name) && checks[name]?.(value[name]) === true);
}

function isKeptSurvey(value: unknown): value is KeptSurvey {
  if (!isPlainObject(value)) return false;
  return hasExactly(value, {
    record: (record) => isPlainObject(record) && hasExactly(record, RECORD_FIELDS),
    idempotencyKey: (key) => isText(key) && IDEMPOTENCY_KEY.test(key),
    issuedAt: isIsoTime,
    language: (language) => isText(language) && LANGUAGE_TAG.test(language),
  } satisfies Record<keyof KeptSurvey, (field: unknown) => boolean>);
}

/** Kept past its lifetime, or dated so far ahead that the date cannot be the device's. */
function isPastKeeping(survey: KeptSurvey, now: Date): boolean {
  const age = now.getTime() - Date.parse(survey.issuedAt);
  return age > KEPT_SURVEY_MAX_AGE_MS || age < -KEPT_SURVEY_MAX_AGE_MS;
}

/** What is worth keeping of what was stored: the valid surveys within their lifetime, each once, the newest few. */
export function keptSurveysIn(stored: unknown, now: Date): KeptSurvey[] {
  if (!isPlainObject(stored) || stored.version !== KEPT_SURVEYS_VERSION || !Array.isArray(stored.surveys)) return [];
  const surveys: KeptSurvey[] = [];
  for (const entry of stored.surveys as unknown[]) {
    if (!isKeptSurvey(entry) || isPastKeeping(entry, now)) continue;
    if (surveys.some(({ idempotencyKey }) => idempotencyKey === entry.idempotencyKey)) continue;
    surveys.push(entry);
  }
  return surveys.slice(-KEPT_SURVEYS_LIMIT);
}

/**
 * The browser's storage; null where there is none to use (no window, or reading it throws: storage turned off or
 * refused, some private browsing). A browser that hands back null instead fails each use below, which is caught there.
 */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readFrom(storage: Storage, now: Date): KeptSurvey[] {
  try {
    const text = storage.getItem(TGI_KEPT_SURVEYS_KEY);
    return text === null ? [] : keptSurveysIn(JSON.parse(text), now);
  } catch {
    // Unreadable storage, or text that is not JSON: nothing usable is kept.
    return [];
  }
}

function writeTo(storage: Storage, surveys: readonly KeptSurvey[]): void {
  try {
    if (surveys.length === 0) {
      storage.removeItem(TGI_KEPT_SURVEYS_KEY);
    } else {
      const data: KeptSurveysData = { version: KEPT_SURVEYS_VERSION, surveys: [...surveys] };
      storage.setItem(TGI_KEPT_SURVEYS_KEY, JSON.stringify(data));
    }
  } catch {
    // Full or refused: what could not be written is not kept, and the survey is delivered as it would be without this.
  }
}

/** The surveys kept on this device and still worth sending; whatever else was stored is dropped from it now. */
export function readKeptSurveys(now: Date): KeptSurvey[] {
  const storage = deviceStorage();
  if (!storage) return [];
  const surveys = readFrom(storage, now);
  writeTo(storage, surveys);
  return surveys;
}

/** Keeps a survey, newest last; over the limit, the oldest goes. Nothing happens where the device keeps nothing. */
export function keepSurvey(survey: KeptSurvey, now: Date): void {
  const storage = deviceStorage();
  if (!storage) return;
  const others = readFrom(storage, now).filter(({ idempotencyKey }) => idempotencyKey !== survey.idempotencyKey);
  writeTo(storage, [...others, survey].slice(-KEPT_SURVEYS_LIMIT));
}

/** Lets a survey go: the server has it. */
export function forgetSurvey(idempotencyKey: string, now: Date): void {
  const storage = deviceStorage();
  if (!storage) return;
  writeTo(storage, readFrom(storage, now).filter((survey) => survey.idempotencyKey !== idempotencyKey));
}

/**
 * tgiSaga's `deliver` with the survey kept on the device around it: kept before its first try (unless an earlier
 * visit kept it: then it keeps its first time and language, and goes in that language if the plan still offers it),
 * and let go once received, or once the server refused it outright. A survey from an earlier visit says that it was
 * received, as a Try again does.
 */
export function* deliverKept(deliver: TgiDeliverSaga, survey: TgiSurveyToDeliver, afterRetry: boolean) {
  const { record, idempotencyKey } = survey;
  const now = new Date();
  const kept = (yield call(readKeptSurveys, now)) as KeptSurvey[];
  const earlier = kept.find((candidate) => candidate.idempotencyKey === idempotencyKey);
  if (!earlier) {
    const language = (yield select(selectLanguage)) as string;
    yield call(keepSurvey, { record, idempotencyKey, issuedAt: now.toISOString(), language }, now);
  }
  const offered = (yield select(selectLanguages)) as readonly string[];
  const language = earlier && offered.includes(earlier.language) ? earlier.language : survey.language;
  const outcome = (yield call(deliver, { record, idempotencyKey, language }, afterRetry || earlier !== undefined)) as 'delivered' | 'failed' | 'refused';
  const stillToDeliver = (yield select(selectTgiDelivery, idempotencyKey)) as TgiDelivery | null;
  // Received, or refused outright (the record itself: sending it again on each visit would be refused each time).
  if (stillToDeliver === null || outcome === 'refused') yield call(forgetSurvey, idempotencyKey, new Date());
}

/**
 * At the start of a visit: every survey an earlier visit kept is issued again, with its own key; tgiSaga delivers each
 * as any issued survey (deliverKept above), and says when it was received, or that it was not, with Try again.
 */
export function* resendKeptSurveys() {
  const surveys = (yield call(readKeptSurveys, new Date())) as KeptSurvey[];
  for (const { record, idempotencyKey } of surveys) {
    // Already on its way in this page (it cannot be yet at start, but a second start must not send it twice).
    const alreadyOnItsWay = (yield select(selectTgiDelivery, idempotencyKey)) as TgiDelivery | null;
    if (alreadyOnItsWay === null) yield put(tgiActions.saveIssued({ record, idempotencyKey }));
  }
}
