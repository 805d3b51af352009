// The notices on the strip now, each in every language the plan writes them in (said when a language falls back to the
// source's), with "Remove", which a confirmation follows.
import { Button } from 'antd';
import type { SiteView } from '../domain/staffSite';
import { formatDateTime } from './display';
import { FactList } from './FactList';

export const NO_NOTICE_TEXT = 'No notice is shown: the pages have no strip.';

export interface SiteNoticesProps {
  site: SiteView;
  timeZone: string;
  onRemove: (id: number) => void;
}

export function SiteNotices({ site, timeZone, onRemove }: SiteNoticesProps) {
  const { notices, languages } = site;
  const source = languages[0] ?? { code: 'en', name: 'English' };
  if (notices.length === 0) return <p>{NO_NOTICE_TEXT}</p>;
  return (
    <ul className="staff-notices">
      {notices.map((notice) => {
        const posted = `posted ${formatDateTime(notice.createdAt, timeZone)}`;
        const facts = languages.map(({ code, name }) => {
          const text = notice.texts[code];
          return {
            key: code,
            label: name,
            value: text ? <span lang={code}>{text}</span> : `Not translated: ${name} pages show the ${source.name} text.`,
          };
        });
        return (
          <li key={notice.id} className="staff-notices__item">
            <p className="staff-notices__posted">Notice {posted}</p>
            <FactList facts={facts} />
            <p className="staff-actions">
              <Button danger onClick={() => onRemove(notice.id)} data-remove-notice={notice.id}>
                Remove<span className="staff-visually-hidden"> the notice {posted}</span>
              </Button>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
