// The console's site screen (issue 38, managers): maintenance switched on or off, and the notices of the strip in every
// catalog language, posted and removed. The rules are the command line's (server/notices.ts, the store's maintenance
// flag), so a change made here is the one `npm run admin -- maintenance on` or `notifications add` makes; every
// instance sees it at its next look. Each change writes its audit entry before it answers.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import type { StaffProblemAnswer } from '../../src/domain/staffConsent';
import { STAFF_SITE_API, type NoticeView, type SiteView } from '../../src/domain/staffSite';
import { NOTIFICATION_MAX_LENGTH, readNoticeText, TRANSLATION_LANGUAGES, type NoticeTextProblem } from '../notices';
import { audit } from '../staff/staffRequest';
import type { NotificationRow, PortalStore } from '../store/types';

export interface StaffSiteOptions {
  store: PortalStore;
}

/** The languages a notice is written in, as the console names them. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish' };

function problem(reply: FastifyReply, status: 400 | 404, answer: StaffProblemAnswer) {
  return reply.code(status).send(answer);
}

function noticeView(row: NotificationRow): NoticeView {
  return { id: row.id, createdAt: row.createdAt, texts: { [SOURCE_LANGUAGE]: row.message, ...row.translations } };
}

function noticeProblem(problem: NoticeTextProblem, language: string, length: number): string {
  const name = LANGUAGE_NAMES[language] ?? language;
  if (problem === 'empty') return `Enter the notice in ${name}.`;
  if (problem === 'control') return `The notice in ${name} must be one line.`;
  return `The notice in ${name} has ${length} characters; the most is ${NOTIFICATION_MAX_LENGTH}.`;
}

export async function staffSiteRoutes(app: FastifyInstance, options: StaffSiteOptions): Promise<void> {
  const { store } = options;
  const manager = { schema: { hide: true }, config: { staffAccess: 'manager' as const } };

  async function siteView(): Promise<SiteView> {
    return {
      maintenance: await store.getMaintenance(),
      notices: (await store.listNotifications()).map(noticeView),
      languages: [SOURCE_LANGUAGE, ...TRANSLATION_LANGUAGES].map((code) => ({ code, name: LANGUAGE_NAMES[code] ?? code })),
      noticeMaxLength: NOTIFICATION_MAX_LENGTH,
    };
  }

  app.get(STAFF_SITE_API.site, manager, async () => siteView());

  app.post(STAFF_SITE_API.maintenance, manager, async (request, reply) => {
    const on = (request.body as { on?: unknown } | undefined)?.on;
    if (typeof on !== 'boolean') return problem(reply, 400, { message: '"on" must be true or false.' });
    await store.setMaintenance(on);
    await audit(store, request, 'maintenance', { on });
    return siteView();
  });

  app.post(STAFF_SITE_API.notices, manager, async (request, reply) => {
    const texts = (request.body as { texts?: unknown } | undefined)?.texts;
    const given = typeof texts === 'object' && texts !== null && !Array.isArray(texts) ? (texts as Record<string, unknown>) : {};
    const fields: Partial<Record<string, string>> = {};
    const kept: Record<string, string> = {};
    for (const [language, raw] of Object.entries(given)) {
      if (language !== SOURCE_LANGUAGE && !TRANSLATION_LANGUAGES.includes(language)) {
        fields[`texts.${language}`] = `The portal has no ${language} pages: write the notice in ${[SOURCE_LANGUAGE, ...TRANSLATION_LANGUAGES].join(' or ')}.`;
        continue;
      }
      if (typeof raw !== 'string') {
        fields[`texts.${language}`] = 'A notice is text.';
        continue;
      }
      // A translation left empty is no translation: those pages show the English.
      if (language !== SOURCE_LANGUAGE && raw.trim() === '') continue;
      const read = readNoticeText(raw);
      if ('text' in read) kept[language] = read.text;
      else fields[`texts.${language}`] = noticeProblem(read.problem, language, read.length);
    }
    if (!(SOURCE_LANGUAGE in given)) fields[`texts.${SOURCE_LANGUAGE}`] = noticeProblem('empty', SOURCE_LANGUAGE, 0);
    if (Object.keys(fields).length > 0 || kept[SOURCE_LANGUAGE] === undefined) {
      return problem(reply, 400, { message: Object.values(fields)[0] ?? 'The notice is not valid.', fields });
    }
    const { [SOURCE_LANGUAGE]: message, ...translations } = kept;
    const row = await store.addNotification(message, translations);
    await audit(store, request, 'notice-add', { notice: row.id, languages: Object.keys(kept).join(',') });
    return reply.code(201).send(await siteView());
  });

  app.post<{ Params: { id: string } }>(`${STAFF_SITE_API.notices}/:id/remove`, manager, async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || !(await store.removeNotification(id))) return problem(reply, 404, { message: 'There is no such notice: it may have been removed already.' });
    await audit(store, request, 'notice-remove', { notice: id });
    return siteView();
  });
}
