// Every form works without the app's scripts (issue 34, docs/architecture.md#a-form-sent-without-scripts): a form the
// browser posts itself to its page's own address is taken here and answered with the same pages the app draws. Its
// values become the record exactly as the app builds it (the descriptor's post.record, src/domain/forms.ts), checked by the same record schema and
// stored by the same path as the API's (storeSubmission), under the same anti-forgery, rate-limit and idempotency rules.
// Refused: 422 and the form again with its error summary; an NPI not found: the confirm question as a page; stored: 303
// See Other to the form's confirmation address, which only the browser that sent it can read.
import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import { FORM_DESCRIPTORS, type FormDescriptor } from '../../src/domain/forms';
import {
  allowedPostFields,
  formValuesFromPost,
  postedFormKind,
  POST_FIELDS,
  SENT_PARAMETER,
  type PostedForm,
  type PostedFormKind,
  type PostedStep,
  type PostedValues,
} from '../../src/domain/formPost';
import { startLanguage } from '../../src/domain/language';
import { maintenanceAddress } from '../../src/domain/maintenanceReturn';
import { NPI_NOT_APPLICABLE } from '../../src/domain/constants';
import { BOT_CHECK_FAILED, SYSTEM_ERROR } from '../../src/domain/messages';
import { SUBMIT_LABELS } from '../../src/domain/submitLabels';
import type { PortalConfig } from '../../src/domain/portalConfig';
import { validateRecord } from '../../src/domain/recordSchema';
import { PORTAL_ROUTES, routeForPath, type PortalRoute } from '../../src/domain/routeTable';
import { serverTranslate } from '../languages';
import { antiForgeryCookieNames, safeEqual, SESSION_MAX_AGE_SECONDS } from '../security/antiForgery';
import { charsetOf } from '../security/strictJsonBody';
import { logSecurityEvent } from '../security/securityLog';
import type { PageInputs, PageSender } from '../spa';
import { StoreError } from '../store/errors';
import type { FormKind } from '../store/types';
import { serverNpiVerdict, storeSubmission, type ApiRouteOptions } from './api';
import { awaitingOf } from '../consent/currentChoices';
import { emailConfirmation } from '../consent/confirmation';
import { CONFIRM_EMAIL_PATH, CONFIRM_TOKEN_PARAMETER, type EmailConfirmationOutcome } from '../../src/domain/contactConfirmation';

export interface FormPostOptions {
  api: ApiRouteOptions;
  portal: PortalConfig;
  sendPage: PageSender;
  readPageInputs: (language: string) => Promise<PageInputs>;
  /** The key a confirmation's cookie is signed with (the anti-forgery secret). */
  receiptSecret: () => string;
}

/** A form post's body as its parser left it: the fields, or why it could not be read. */
export type ParsedFormPost = { fields: Readonly<Record<string, string>> } | { problem: string };

// A URL-encoded body is ASCII: any other byte was not encoded, so the form was not sent by a browser as its page says.
const NOT_URL_ENCODED = /[^\x20-\x7e]/;

/**
 * The parser given to @fastify/formbody: strict where the plugin's own is lenient. Bytes left unencoded, percent-escapes
 * that are not UTF-8, and a field that comes twice are refused (the plugin would make an array or a U+FFFD of them);
 * nothing here throws.
 */
export function parseFormPost(body: string): ParsedFormPost {
  if (NOT_URL_ENCODED.test(body)) return { problem: 'The form must be sent URL-encoded.' };
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const [rawName, rawValue] = equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return { problem: 'The form must be sent in UTF-8.' };
    }
    if (Object.hasOwn(fields, name)) return { problem: 'A field of the form came more than once.' };
    fields[name] = value;
  }
  return { fields };
}

/** The form's answer to a request the form could not have sent: a plain refusal, as the API's (docs/api.md). */
function refuse(request: FastifyRequest, reply: FastifyReply, status: 400 | 415, message: string) {
  if (status === 415) logSecurityEvent(request, 'unsupportedMediaType');
  return reply.code(status).send({ statusCode: status, error: status === 400 ? 'Bad Request' : 'Unsupported Media Type', message });
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The key a post is stored under: the page's key bound to the page and to what was sent. The same post again (a
 * double press, Back and Submit) is one submission; a changed answer sent from the same page is the person's new
 * submission, not a conflict (docs/readings.md).
 */
function postKey(form: FormDescriptor<FormKind>, pathname: string, key: string | undefined, values: PostedValues) {
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) return {};
  const bodyHash = crypto.createHash('sha256').update(JSON.stringify([pathname, values]), 'utf8').digest('base64url');
  return { idempotencyKey: `${form.kind}:form:${key}:${bodyHash}`, bodyHash };
}

/** The record's errors under the form's field names, as the app shows the server's (serverFieldErrors). */
function formErrors(form: FormDescriptor<FormKind>, errors: Readonly<Record<string, string>>): Record<string, string> {
  const names = form.post.fieldOfRecord ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [names[field] ?? field, message]));
}

const RECEIPT_COOKIE = 'portal_sent';
/** How long the browser that sent a form can read its confirmation again. */
const RECEIPT_MAX_AGE_SECONDS = 60 * 60;

function receiptCookieName(secure: boolean): string {
  return `${secure ? '__Host-' : ''}${RECEIPT_COOKIE}`;
}

/** The receipt names the submission by its reference, never its id: a sequential id would tell the plan's volume. */
function receiptSignature(secret: string, session: string, pathname: string, reference: string, issuedAt: string): string {
  return crypto.createHmac('sha256', secret).update(`${session}\n${pathname}\n${reference}\n${issuedAt}`).digest('base64url');
}

/** The confirmation's address: the form's own, naming the reference (and the page's language when it is not the first). */
export function confirmationAddress(pathname: string, reference: string, language: string, portal: PortalConfig): string {
  const query = new URLSearchParams({ [SENT_PARAMETER]: reference });
  if (language !== portal.languages[0]) query.set('lang', language);
  return `${pathname}?${query.toString()}`;
}

const failedWith = (failure: typeof SYSTEM_ERROR): PostedStep => ({ step: 'failed', failure: { title: failure.title, message: failure.message } });

export function formPostRoutes(options: FormPostOptions) {
  const { api, portal, sendPage, readPageInputs } = options;

  /** The page's language: the one it was drawn in (its hidden field), when the plan offers it. */
  function postLanguage(request: FastifyRequest, fields: Readonly<Record<string, string>>): string {
    const said = fields[POST_FIELDS.language];
    if (said !== undefined && portal.languages.includes(said)) return said;
    const search = request.url.slice((request.url.split('?')[0] ?? '').length);
    return startLanguage(portal.languages, search, request.cookies);
  }

  /** Draws the form's page as the answer to its post. */
  async function answerWithPage(request: FastifyRequest, reply: FastifyReply, pathname: string, posted: PostedForm, language: string, status: number) {
    const inputs = await readPageInputs(language);
    return sendPage(request, reply, { url: pathname, language, posted, status }, inputs);
  }

  /** The stored post's receipt: a cookie only this browser holds, then the confirmation's address. */
  function confirm(request: FastifyRequest, reply: FastifyReply, pathname: string, saved: { reference: string }, language: string) {
    const secure = request.protocol === 'https';
    const session = request.cookies[antiForgeryCookieNames(secure).session] ?? '';
    const issuedAt = String(Math.floor(Date.now() / 1000));
    const signature = receiptSignature(options.receiptSecret(), session, pathname, saved.reference, issuedAt);
    reply.setCookie(receiptCookieName(secure), `${issuedAt}.${signature}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: Math.min(RECEIPT_MAX_AGE_SECONDS, SESSION_MAX_AGE_SECONDS),
    });
    return reply.code(303).header('cache-control', 'no-store').redirect(confirmationAddress(pathname, saved.reference, language, portal));
  }

  async function takePost(request: FastifyRequest, reply: FastifyReply, route: PortalRoute, kind: PostedFormKind) {
    const pathname = route.path;
    const form = FORM_DESCRIPTORS[kind] as FormDescriptor<FormKind>;
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') return refuse(request, reply, 415, 'Send the form uncompressed.');
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return refuse(request, reply, 415, 'Send the form in UTF-8.');
    const parsed = request.body as ParsedFormPost;
    if ('problem' in parsed) return refuse(request, reply, 400, parsed.problem);
    const allowed = allowedPostFields(form.post.controls);
    if (Object.keys(parsed.fields).some((name) => !allowed.has(name))) return refuse(request, reply, 400, 'The form has a field this page does not have.');

    const { fields } = parsed;
    const language = postLanguage(request, fields);
    const values = formValuesFromPost(form.post.controls, fields);
    const answer = (status: number, outcome: PostedStep) => answerWithPage(request, reply, pathname, { kind, values, outcome }, language, status);

    if ((await api.store.getMaintenance().catch(() => false)) === true) {
      return reply.code(303).header('cache-control', 'no-store').redirect(maintenanceAddress(pathname));
    }
    // The token was checked once the body was read (antiForgeryPlugin.ts); a new pair comes with this page.
    if (request.antiForgeryRefusal !== undefined) return answer(403, failedWith(SYSTEM_ERROR));
    // A post without scripts cannot solve the bot check's puzzle: its honeypot is its check (docs/api.md#the-bot-check).
    if (api.botCheck && !api.botCheck.admit(request, fields[POST_FIELDS.honeypot] ? { passed: false, reason: 'honeypot' } : { passed: true })) {
      return answer(403, { step: 'failed', failure: { ...BOT_CHECK_FAILED, values: { button: SUBMIT_LABELS[kind] } } });
    }

    const checked = validateRecord(form.record, form.post.record(values, { isValidNPI: 'No', now: new Date(), screen: route.screen }), serverTranslate(language), api.recordSettings);
    if (!checked.ok) return answer(422, { step: 'invalid', errors: formErrors(form, checked.errors) });
    let record: Record<string, unknown> = checked.record;
    if (form.npiVerdictByServer) {
      const npi = String(record.individualNPI);
      const isValidNPI = await serverNpiVerdict(api.npi, npi);
      const answered = fields[POST_FIELDS.npiAnswer];
      if (isValidNPI === 'No' && npi !== NPI_NOT_APPLICABLE && answered !== 'yes') {
        return answer(200, answered === 'no' ? { step: 'npiDeclined' } : { step: 'confirmNpi' });
      }
      record = { ...record, isValidNPI };
    }
    const saved = await storeSubmission(form, record, request, api, {
      language,
      ...postKey(form, pathname, fields[POST_FIELDS.idempotencyKey], values),
      submittedVia: 'html-form',
    });
    if (saved.keyConflict) {
      logSecurityEvent(request, 'idempotencyKeyReused');
      return answer(422, failedWith(SYSTEM_ERROR));
    }
    return confirm(request, reply, pathname, saved, language);
  }

  /**
   * A form's confirmation page, for the browser that sent it (its receipt cookie names this submission, signed for its
   * session); undefined for anyone else, who gets the form as every visitor does.
   */
  async function confirmation(request: FastifyRequest, pathname: string, reference: string): Promise<PostedForm | undefined> {
    const route = routeForPath(pathname);
    const kind = postedFormKind(route.screen);
    if (kind === undefined || route.path !== pathname) return undefined;
    const secure = request.protocol === 'https';
    const [issuedAt, signature, ...rest] = (request.cookies[receiptCookieName(secure)] ?? '').split('.');
    if (!issuedAt || !/^\d{1,12}$/.test(issuedAt) || !signature || rest.length > 0) return undefined;
    if (Math.floor(Date.now() / 1000) - Number(issuedAt) > RECEIPT_MAX_AGE_SECONDS) return undefined;
    const session = request.cookies[antiForgeryCookieNames(secure).session] ?? '';
    const expected = receiptSignature(options.receiptSecret(), session, pathname, reference, issuedAt);
    if (!safeEqual(signature, expected)) return undefined;
    const submission = await api.store.findSubmissionByReference(kind, reference).catch(() => undefined);
    if (submission?.reference !== reference) return undefined;
    const awaiting = awaitingOf(submission);
    return { kind, values: {}, outcome: { step: 'saved', reference, receivedAt: submission.receivedAt, sent: submission.record, ...(awaiting.length > 0 ? { awaiting } : {}) } };
  }

  /** Registered in the submissions' scope (api.ts), so a post counts against the same budget as the API's saves. */
  async function register(scope: FastifyInstance): Promise<void> {
    await scope.register(fastifyFormbody, { parser: parseFormPost });
    // Counted once the body is read (the scope's own limit, applied here rather than on the request's head), so that a
    // post over the budget is answered with its form and everything typed in it.
    const budget = (scope as FastifyInstance & { rateLimit: () => (request: FastifyRequest, reply: FastifyReply) => Promise<void> }).rateLimit();
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const route = routeForPath(request.routeOptions.url ?? '/');
      const kind = postedFormKind(route.screen);
      const body = request.body as ParsedFormPost | undefined;
      const overBudget = error.statusCode === 429;
      if (kind === undefined || body === undefined || 'problem' in body || !(overBudget || error instanceof StoreError)) throw error;
      const language = postLanguage(request, body.fields);
      request.log.error({ storeError: error instanceof StoreError ? error.code : undefined, statusCode: error.statusCode }, 'form post not stored');
      if (!overBudget) reply.header('retry-after', '5');
      const posted: PostedForm = { kind, values: formValuesFromPost(FORM_DESCRIPTORS[kind].post.controls, body.fields), outcome: failedWith(SYSTEM_ERROR) };
      return answerWithPage(request, reply, route.path, posted, language, overBudget ? 429 : 503);
    });
    scope.post(CONFIRM_EMAIL_PATH, { schema: { hide: true }, config: { formPost: true, rateLimit: false }, preHandler: budget }, takeEmailConfirmation);
    for (const route of PORTAL_ROUTES) {
      const kind = postedFormKind(route.screen);
      if (route.kind !== 'form' || kind === undefined) continue;
      scope.post(
        route.path,
        { schema: { hide: true }, config: { formPost: true, rateLimit: false }, preHandler: budget },
        async (request, reply) => takePost(request, reply, route, kind),
      );
    }
  }

  /** Where a confirmation link stands, for the page a GET draws: read only (issue 36). */
  async function emailConfirmationState(_request: FastifyRequest, search: string): Promise<EmailConfirmationOutcome> {
    const token = new URLSearchParams(search).get(CONFIRM_TOKEN_PARAMETER) ?? undefined;
    return emailConfirmation(confirmationContext(), token, false);
  }

  const confirmationContext = () => ({ store: api.store, emailConfirmation: api.emailConfirmation === true });

  /** The confirmation page's button (issue 36): confirms the link's address, and draws the page with what came of it. */
  async function takeEmailConfirmation(request: FastifyRequest, reply: FastifyReply) {
    const parsed = request.body as ParsedFormPost;
    if ('problem' in parsed) return refuse(request, reply, 400, parsed.problem);
    const language = postLanguage(request, parsed.fields);
    const inputs = await readPageInputs(language);
    const url = confirmationPageAddress(language);
    // A post whose anti-forgery pair fails is answered with the page as a GET draws it: the person selects the button again.
    const confirm = request.antiForgeryRefusal === undefined;
    const outcome = await emailConfirmation(confirmationContext(), parsed.fields[CONFIRM_TOKEN_PARAMETER], confirm);
    if (outcome.step === 'confirmed') request.log.info({ emailConfirmation: { reference: outcome.reference } }, 'email address confirmed');
    return sendPage(request, reply, { url, language, emailConfirmation: outcome, status: confirm ? 200 : 403 }, inputs);
  }

  /** The page's address after a post: without the token, which the post carried. */
  function confirmationPageAddress(language: string): string {
    return language === portal.languages[0] ? CONFIRM_EMAIL_PATH : `${CONFIRM_EMAIL_PATH}?lang=${encodeURIComponent(language)}`;
  }

  return { register, confirmation, emailConfirmationState };
}

/**
 * The token a form post carries in its body (antiForgeryPlugin.ts reads it with this); null when the body could not be
 * read, which the route refuses for what it is (a 400), not as a missing token.
 */
export function formPostToken(request: FastifyRequest): string | undefined | null {
  const body = request.body as ParsedFormPost | undefined;
  return body !== undefined && 'fields' in body ? body.fields[POST_FIELDS.antiForgeryToken] : null;
}
