// The static maintenance page of spec §2.
import { MAINTENANCE } from '../domain/messages';
import { useDocumentTitle } from './useDocumentTitle';

export default function MaintenancePage() {
  useDocumentTitle(MAINTENANCE.heading);
  return (
    <article className="maintenance-page">
      <h1>{MAINTENANCE.heading}</h1>
      <p>{MAINTENANCE.message}</p>
    </article>
  );
}
