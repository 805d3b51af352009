// The mock API of the site screen (issue 38, managers and admins; 403 for a viewer): maintenance and the strip's notices
// in English and Spanish, each change answering the site as it now is (as server/routes/staffSite.ts does), a notice's
// texts checked by the server's rules. Each set of handlers keeps its own copy.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { STAFF_API_PATH } from '../src/domain/staffConsole';
import type { StaffProblemAnswer } from '../src/domain/staffConsent';
import { STAFF_SITE_API, type NewNoticeRequest, type NoticeView, type SiteView } from '../src/domain/staffSite';
import type { ConsentMockContext as StaffMockContext } from './staffConsentHandlers';

export const SAMPLE_NOTICES: NoticeView[] = [
  {
    id: 3,
    createdAt: '2026-11-20T17:00:00.000Z',
    texts: {
      en: 'The portal will be down for scheduled maintenance on Saturday, December 5, from 10 p.m. to midnight Pacific Time.',
      es: 'El portal no estará disponible por mantenimiento programado el sábado 5 de diciembre, de 10 p. m. a medianoche, hora del Pacífico.',
    },
  },
  { id: 4, createdAt: '2026-11-25T18:30:00.000Z', texts: { en: 'Provider offices: the TGI survey now takes an NPI typed with spaces or dashes.' } },
];

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
];

export const SAMPLE_SITE: SiteView = { maintenance: false, notices: SAMPLE_NOTICES, languages: LANGUAGES, noticeMaxLength: 500 };

const forbidden = { message: 'Your role does not allow this.' };

/** The server's rule for a notice's text (server/notices.ts): trimmed, one line, within the longest. */
function textProblem(text: string, name: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return `Enter the notice in ${name}.`;
  // eslint-disable-next-line no-control-regex -- a line break or a control character
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return `The notice in ${name} must be one line.`;
  const length = [...trimmed].length;
  return length > SAMPLE_SITE.noticeMaxLength ? `The notice in ${name} has ${length} characters; the most is ${SAMPLE_SITE.noticeMaxLength}.` : null;
}

export function staffSiteHandlers({ role, json, record }: StaffMockContext): RequestHandler[] {
  let site: SiteView = { ...SAMPLE_SITE, notices: SAMPLE_NOTICES.map((notice) => ({ ...notice })) };
  let lastId = Math.max(...site.notices.map(({ id }) => id));
  const managers = (answer: () => Response | Promise<Response>) => (role === 'viewer' ? json(forbidden, 403) : answer());

  function addNotice({ texts }: NewNoticeRequest): Response {
    const fields: Record<string, string> = {};
    const kept: Record<string, string> = {};
    for (const { code, name } of LANGUAGES) {
      const text = texts[code];
      if (text === undefined || (code !== 'en' && text.trim() === '')) continue;
      const problem = textProblem(text, name);
      if (problem) fields[`texts.${code}`] = problem;
      else kept[code] = text.trim();
    }
    if (kept.en === undefined && fields['texts.en'] === undefined) fields['texts.en'] = 'Enter the notice in English.';
    if (Object.keys(fields).length > 0) return json({ message: Object.values(fields)[0] ?? 'The notice is not valid.', fields } satisfies StaffProblemAnswer, 400);
    lastId += 1;
    site = { ...site, notices: [...site.notices, { id: lastId, createdAt: new Date().toISOString(), texts: kept }] };
    return json(site, 201);
  }

  return [
    http.get(`*${STAFF_SITE_API.site}`, ({ request }) => {
      record(request);
      return managers(() => json(site));
    }),
    http.post(`*${STAFF_SITE_API.maintenance}`, async ({ request }) => {
      const body = (await request.json()) as { on?: unknown };
      record(request, body);
      return managers(() => {
        if (typeof body.on !== 'boolean') return json({ message: '"on" must be true or false.' }, 400);
        site = { ...site, maintenance: body.on };
        return json(site);
      });
    }),
    http.post(`*${STAFF_SITE_API.notices}`, async ({ request }) => {
      const body = (await request.json()) as NewNoticeRequest;
      record(request, body);
      return managers(() => addNotice(body));
    }),
    http.post(`*${STAFF_API_PATH}/site/notices/:id/remove`, ({ request, params }) => {
      record(request);
      return managers(() => {
        const id = Number(params.id);
        if (!site.notices.some((notice) => notice.id === id)) return json({ message: 'There is no such notice: it may have been removed already.' }, 404);
        site = { ...site, notices: site.notices.filter((notice) => notice.id !== id) };
        return json(site);
      });
    }),
  ];
}

// Scenarios: each goes before a full set (msw takes the first handler that answers).

const serverFailed = () => HttpResponse.json({ message: 'The store did not answer.' }, { status: 500, statusText: 'Internal Server Error' });

/** The portal is in maintenance when the page opens (turning it off answers the site open again). */
export const staffSiteInMaintenance: RequestHandler[] = [http.get(`*${STAFF_SITE_API.site}`, () => HttpResponse.json({ ...SAMPLE_SITE, maintenance: true } satisfies SiteView))];

/** The site fails to load on the server. */
export const staffSiteFails500: RequestHandler[] = [http.get(`*${STAFF_SITE_API.site}`, serverFailed)];

/** Posting a notice fails on the server (what was typed must stay). */
export const staffNoticeFails500: RequestHandler[] = [http.post(`*${STAFF_SITE_API.notices}`, serverFailed)];

/** The server refuses the Spanish text for a reason the form does not check (a 400 naming the field). */
export const staffNoticeRefused400: RequestHandler[] = [
  http.post(`*${STAFF_SITE_API.notices}`, () =>
    HttpResponse.json(
      { message: 'The notice in Spanish has a character the pages cannot show.', fields: { 'texts.es': 'The notice in Spanish has a character the pages cannot show.' } } satisfies StaffProblemAnswer,
      { status: 400, statusText: 'Bad Request' },
    ),
  ),
];
