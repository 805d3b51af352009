// A list's views as links (the address is the filter): the current one marked by aria-current, a bar and bold type.
import { Link } from 'react-router-dom';

export interface ViewLink {
  to: string;
  text: string;
  current: boolean;
}

export function ViewLinks({ label, links }: { label: string; links: ViewLink[] }) {
  return (
    <nav aria-label={label} className="staff-views">
      <ul className="staff-views__list">
        {links.map(({ to, text, current }) => (
          <li key={to}>
            <Link to={to} className="staff-views__link" aria-current={current ? 'page' : undefined}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
