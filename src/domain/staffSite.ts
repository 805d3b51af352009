// The staff console's site screen (issue 38, managers): maintenance switched with a confirmation that says what
// visitors will see, and the notices of the notification strip in every catalog language, each previewed as the strip
// draws it. Shared by server/routes/staffSite.ts and the console (src/staff/).
import { STAFF_API_PATH } from './staffConsole';

export const STAFF_SITE_API = {
  /** GET: SiteView. */
  site: `${STAFF_API_PATH}/site`,
  /** POST { on: boolean } */
  maintenance: `${STAFF_API_PATH}/site/maintenance`,
  /** POST NewNoticeRequest */
  notices: `${STAFF_API_PATH}/site/notices`,
  /** POST: remove one notice. */
  removeNotice: (id: number) => `${STAFF_API_PATH}/site/notices/${id}/remove`,
} as const;

/** A notice in each language: English (the source) and every translation the plan gave. */
export interface NoticeView {
  id: number;
  createdAt: string;
  /** By language tag: 'en' always, 'es' when translated. */
  texts: Record<string, string>;
}

export interface SiteView {
  maintenance: boolean;
  notices: NoticeView[];
  /** The languages a notice is written in: the source first ('en'), then the plan's others, with their names. */
  languages: { code: string; name: string }[];
  /** The longest notice, in characters. */
  noticeMaxLength: number;
}

/** POST /staff/api/site/notices: the English text, and the other languages' (each optional but recommended). */
export interface NewNoticeRequest {
  texts: Record<string, string>;
}
