// A notice strip as the portal draws it on a page in one language: the notices already shown and the one being written,
// each in that language where the plan gave a translation, in English otherwise (as the portal falls back). The look
// is the public strip's (src/app/shell.css), drawn again with the console's own classes: no public code comes in here.
import { useId } from 'react';
import type { NoticeView } from '../domain/staffSite';

export interface NoticePreviewProps {
  language: { code: string; name: string };
  /** The source language's tag ('en'): the text a page falls back to. */
  source: string;
  notices: NoticeView[];
  /** What is typed in the form, by language. */
  typed: Record<string, string | undefined>;
}

/** The strip's lines on a page in `language`, as the server chooses them (server/notices.ts). */
export function stripLines({ language, source, notices, typed }: NoticePreviewProps): string[] {
  const shown = notices.map((notice) => notice.texts[language.code] ?? notice.texts[source] ?? '');
  const written = typed[language.code]?.trim() || typed[source]?.trim() || '';
  return [...shown, ...(written ? [written] : [])].filter((line) => line !== '');
}

export function NoticePreview(props: NoticePreviewProps) {
  const headingId = useId();
  const lines = stripLines(props);
  return (
    <div className="staff-preview">
      <h3 id={headingId} className="staff-preview__title">
        Preview: {props.language.name}
      </h3>
      {lines.length === 0 ? (
        <p className="staff-secondary">No notice: the pages show no strip.</p>
      ) : (
        <section aria-labelledby={headingId} lang={props.language.code} className="staff-strip">
          <div className="staff-strip__viewport">
            <ul className="staff-strip__list">
              {lines.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
