// Lists the portal's forms by audience: the index page, the area home pages and the not-found page share it.
import { Link } from 'react-router-dom';
import { useTranslate } from '../core/hooks';
import { FORM_GROUPS } from './formCatalog';

// From the English heading, so an address with #forms-for-members finds its list in any language.
const headingId = (audience: string) => `forms-${audience.toLowerCase().replace(/[^a-z]+/g, "-")}`;

export function FormIndex({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tr = useTranslate();
  return (
    <div className="form-index">
      {FORM_GROUPS.map((group) => (
        <section key={group.audience} aria-labelledby={headingId(group.audience)} className="form-index__group">
          <Heading id={headingId(group.audience)}>{tr(group.audience)}</Heading>
          <ul className="form-index__list">
            {group.forms.map((form) => (
              <li key={form.path} className="form-index__item">
                <Link to={form.path}>{tr(form.title)}</Link>
                <p>{tr(form.description)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
