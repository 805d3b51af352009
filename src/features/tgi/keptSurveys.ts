// The TGI surveys not yet received, kept in the browser from the moment their save is issued until the server has them
// (docs/states.md#surveys-kept-on-the-device, docs/privacy.md): in this tab's sessionStorage by default, on the device
// (localStorage) only once the person chose so, and never longer than the server remembers their key. A chunk of its
// own, which tgiSaga.ts and keptSurveysSaga.ts load when a survey is sent or the person acts on the kept ones, and the
// shell at start when the browser keeps one (src/app/keptSurveysAtStart.ts): none of it is in a page's first load. What
// it needs of tgiSaga.ts comes as an argument, so it imports nothing of the saga's.
import { call, put, select } from 'redux-saga/effects';
import { routeForPath } from '../../domain/routeTable';
import type { TgiSurveyRecord } from '../../domain/tgi';
import { DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS } from '../../domain/idempotencyKeys';
import { selectLanguage, selectLanguages } from '../../core/appSlice';
import { toastShown } from '../toasts/toastsSlice';
import { TGI_KEPT_ON_DEVICE } from './keptSurveysMessages';
import {
  tgiActions,
  TGI_FORM,
  selectTgiDelivery,
  selectTgiKeptOn,
  tgiDeliveryTopic,
  tgiRetryRequested,
  type TgiDelivery,
  type TgiKeptOn,
} from './tgiSlice';

/** A survey to send: what the state keeps of it, and the language it was written in when that is not the page's now. */
export type TgiSurveyToDeliver = Pick<TgiDelivery, 'record' | 'idempotencyKey'> & { language?: string };

/**
 * tgiSaga's delivery of one survey, which this module keeps the browser's copy around: whether it was delivered, failed
 * (kept for another try), or refused for the record itself (never to be sent again). Given as an argument, so this
 * module imports nothing of the saga's.
 */
export type TgiDeliverSaga = (survey: TgiSurveyToDeliver, afterRetry: boolean) => Generator<unknown, 'delivered' | 'failed' | 'refused', unknown>;

/**
 * Loads a form's catalog in the page's language (src/core/i18n.ts's loadFormCatalog), given by the shell at start: the
 * toast of an earlier visit's survey is in the survey's catalog, which no page has loaded yet then.
 */
export type LoadCatalog = (catalog: typeof TGI_FORM) => Promise<void>;

/**
 * Where the browser keeps them, in sessionStorage and localStorage alike (src/app/keptSurveysAtStart.ts has it too,
 * typed from this one, to know whether to load this chunk).
 */
export const TGI_KEPT_SURVEYS_KEY = 'tgiSurveysNotReceived';

/**
 * How long a survey is kept for another try: no longer than the server remembers its Idempotency-Key by default
 * (IDEMPOTENCY_KEY_TTL_HOURS, 24 hours), so that every resend of a survey is stored once however its earlier tries
 * ended, and the answers (a provider's NPI, a person's name, email and phone) sit in a browser for a day at most
 * (docs/readings.md#surveys-kept-on-the-device, docs/privacy.md). One constant with the server's, so the two cannot drift.
 */
export const KEPT_SURVEY_MAX_AGE_HOURS = DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS;
export const KEPT_SURVEY_MAX_AGE_MS = KEPT_SURVEY_MAX_AGE_HOURS * 60 * 60 * 1000;

/** At most this many surveys are kept in each place; a newer one pushes the oldest out. */
export const KEPT_SURVEYS_LIMIT = 10;

/**
 * The version of what is stored: anything else (another portal's, an older or newer shape) is dropped, never guessed
 * at. Version 1 was kept in localStorage for up to 7 days without anyone choosing so: found anywhere, it is dropped
 * unsent (docs/readings.md#surveys-kept-on-the-device says why).
 */
export const KEPT_SURVEYS_VERSION = 2;

/** One survey as the browser keeps it: only what sending it again needs. */
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
  // Issue 36: a survey kept before the receipt box existed has no wantsReceipt. It is still sent, exactly as its first try
  // was (the same key with another body would be refused), and the server reads the missing box as unticked.
  wantsReceipt: (value: unknown) => value === undefined || typeof value === 'boolean',
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

/** Exactly these fields, no more and none missing (but those whose check takes a missing value), each passing its check. */
function hasExactly(value: Record<string, unknown>, checks: Record<string, (field: unknown) => boolean>): boolean {
  const names = Object.keys(checks);
  return (
    Object.keys(value).every((name) => Object.hasOwn(checks, name)) &&
    names.every((name) => (Object.hasOwn(value, name) || checks[name]?.(undefined) === true) && checks[name]?.(value[name]) === true)
  );
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

/** The other place: where a survey moved by the person's choice comes from. */
const OTHER_PLACE: Record<TgiKeptOn, TgiKeptOn> = { tab: 'device', device: 'tab' };

/**
 * The browser's storage for a place: this tab's sessionStorage, or the device's localStorage; null where there is none
 * to use (no window, or reading it throws: storage turned off or refused, some private browsing). A browser that hands
 * back null instead fails each use below, which is caught there.
 */
function storageOf(place: TgiKeptOn): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return place === 'tab' ? window.sessionStorage : window.localStorage;
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

/** Whether the storage now holds exactly these surveys (nothing at all for none). */
function writeTo(storage: Storage, surveys: readonly KeptSurvey[]): boolean {
  try {
    if (surveys.length === 0) {
      storage.removeItem(TGI_KEPT_SURVEYS_KEY);
    } else {
      const data: KeptSurveysData = { version: KEPT_SURVEYS_VERSION, surveys: [...surveys] };
      storage.setItem(TGI_KEPT_SURVEYS_KEY, JSON.stringify(data));
    }
    return true;
  } catch {
    // Full or refused: what could not be written is not kept there, and the survey is delivered as it would be without this.
    return false;
  }
}

/** Oldest first, as they were issued, and no more than the limit: the oldest go. */
function newestKept(surveys: readonly KeptSurvey[]): KeptSurvey[] {
  return [...surveys].sort((a, b) => Date.parse(a.issuedAt) - Date.parse(b.issuedAt)).slice(-KEPT_SURVEYS_LIMIT);
}

/** The surveys kept in a place and still worth sending; whatever else was stored there is dropped from it now. */
export function readKeptSurveys(place: TgiKeptOn, now: Date): KeptSurvey[] {
  const storage = storageOf(place);
  if (!storage) return [];
  const surveys = readFrom(storage, now);
  writeTo(storage, surveys);
  return surveys;
}

/** A survey kept in either place, or null. */
export function findKeptSurvey(idempotencyKey: string, now: Date): KeptSurvey | null {
  const places: TgiKeptOn[] = ['tab', 'device'];
  for (const place of places) {
    const found = readKeptSurveys(place, now).find((survey) => survey.idempotencyKey === idempotencyKey);
    if (found) return found;
  }
  return null;
}

/**
 * Keeps a survey in a place, newest last; over the limit, the oldest goes. Whether it was kept there: nothing is where
 * the browser keeps nothing.
 */
export function keepSurvey(survey: KeptSurvey, place: TgiKeptOn, now: Date): boolean {
  const storage = storageOf(place);
  if (!storage) return false;
  const others = readFrom(storage, now).filter(({ idempotencyKey }) => idempotencyKey !== survey.idempotencyKey);
  return writeTo(storage, newestKept([...others, survey]));
}

/** Lets surveys go from both places: the server has them, or the person deleted them. */
export function forgetSurveys(idempotencyKeys: readonly string[], now: Date): void {
  const gone = new Set(idempotencyKeys);
  for (const place of ['tab', 'device'] as const) {
    const storage = storageOf(place);
    if (storage) writeTo(storage, readFrom(storage, now).filter(({ idempotencyKey }) => !gone.has(idempotencyKey)));
  }
}

/**
 * Moves these surveys to `place` from the other, at the person's choice. The copy is written first and the other
 * removed only then, so a refused write loses nothing; false when the place would not keep them.
 */
export function moveKeptSurveys(idempotencyKeys: readonly string[], place: TgiKeptOn, now: Date): boolean {
  const target = storageOf(place);
  if (!target) return false;
  const source = storageOf(OTHER_PLACE[place]);
  const moving = new Set(idempotencyKeys);
  const fromSource = source ? readFrom(source, now) : [];
  const moved = fromSource.filter(({ idempotencyKey }) => moving.has(idempotencyKey));
  if (moved.length === 0) return true;
  const movedKeys = new Set(moved.map(({ idempotencyKey }) => idempotencyKey));
  const staying = readFrom(target, now).filter(({ idempotencyKey }) => !movedKeys.has(idempotencyKey));
  if (!writeTo(target, newestKept([...staying, ...moved]))) return false;
  if (source) writeTo(source, fromSource.filter(({ idempotencyKey }) => !movedKeys.has(idempotencyKey)));
  return true;
}

/**
 * tgiSaga's `deliver` with the survey kept in the browser around it: kept before its first try, in the tab unless the
 * person chose the device (unless it is kept already: then it keeps its first time and language, and goes in that
 * language if the plan still offers it), and let go once received, or once the server refused it outright. A survey
 * kept earlier says that it was received, as a Try again does.
 */
export function* deliverKept(deliver: TgiDeliverSaga, survey: TgiSurveyToDeliver, afterRetry: boolean) {
  const { record, idempotencyKey } = survey;
  const now = new Date();
  const earlier = (yield call(findKeptSurvey, idempotencyKey, now)) as KeptSurvey | null;
  if (!earlier) {
    const language = (yield select(selectLanguage)) as string;
    const place = (yield select(selectTgiKeptOn)) as TgiKeptOn;
    const kept: KeptSurvey = { record, idempotencyKey, issuedAt: now.toISOString(), language };
    // The device refused (full, turned off): the tab, as if the person had not chosen.
    if (!((yield call(keepSurvey, kept, place, now)) as boolean) && place === 'device') yield call(keepSurvey, kept, 'tab', now);
  }
  const offered = (yield select(selectLanguages)) as readonly string[];
  const language = earlier && offered.includes(earlier.language) ? earlier.language : survey.language;
  const outcome = (yield call(deliver, { record, idempotencyKey, language }, afterRetry || earlier !== null)) as 'delivered' | 'failed' | 'refused';
  const stillToDeliver = (yield select(selectTgiDelivery, idempotencyKey)) as TgiDelivery | null;
  // Received, or refused outright (the record itself: sending it again on each visit would be refused each time).
  if (stillToDeliver === null || outcome === 'refused') yield call(forgetSurveys, [idempotencyKey], new Date());
}

/** Whether the page the visit opened on is the survey's (its notice lists the kept surveys). */
const opensOnTheSurvey = () => routeForPath(window.location.pathname).screen.chunk === 'tgi';

/**
 * At the start of a visit (src/app/keptSurveysAtStart.ts). A survey this tab kept (a reload: the same tab, the same
 * person, who was thanked for it) is issued again and delivered as any issued survey (deliverKept above). A survey kept
 * on the device is never sent by itself: whoever opens the page next may not be who sent it. It is listed as held, and
 * a sticky toast on whatever other page opened says so, with Send now; the survey's page offers Send again and Delete.
 * What version 1 left on the device (kept for a week, chosen by no one) is dropped unread by readKeptSurveys.
 */
export function* restoreKeptSurveys(loadCatalog: LoadCatalog) {
  const now = new Date();
  const inTab = (yield call(readKeptSurveys, 'tab', now)) as KeptSurvey[];
  for (const { record, idempotencyKey } of inTab) {
    // Already on its way in this page (it cannot be yet at start, but a second start must not send it twice).
    const alreadyOnItsWay = (yield select(selectTgiDelivery, idempotencyKey)) as TgiDelivery | null;
    if (alreadyOnItsWay === null) yield put(tgiActions.saveIssued({ record, idempotencyKey }));
  }
  const onDevice = (yield call(readKeptSurveys, 'device', now)) as KeptSurvey[];
  const found: Pick<KeptSurvey, 'record' | 'idempotencyKey'>[] = [];
  for (const { record, idempotencyKey } of onDevice) {
    const listed = (yield select(selectTgiDelivery, idempotencyKey)) as TgiDelivery | null;
    if (listed === null) found.push({ record, idempotencyKey });
  }
  if (found.length === 0) return;
  try {
    yield call(loadCatalog, TGI_FORM);
  } catch {
    // The catalog could not load: the toast says it in English rather than not at all.
  }
  yield put(tgiActions.keptSurveysFound({ surveys: found }));
  // On the survey's own page its notice names them, with Send again and Delete: a toast would say it twice.
  if ((yield call(opensOnTheSurvey)) as boolean) return;
  for (const { idempotencyKey } of found) {
    yield put(
      toastShown({
        topic: tgiDeliveryTopic(idempotencyKey),
        title: TGI_KEPT_ON_DEVICE.title,
        msg: TGI_KEPT_ON_DEVICE.message,
        severity: 'warn',
        sticky: true,
        action: { label: TGI_KEPT_ON_DEVICE.sendNow, event: tgiRetryRequested({ idempotencyKey }) },
      }),
    );
  }
}
