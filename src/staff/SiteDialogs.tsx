// The site's two confirmations, each saying what visitors will see: maintenance switched on (every form replaced by the
// maintenance page, in every language) or off, and a notice removed from the strip of every page.
import type { SiteView } from '../domain/staffSite';
import { ConfirmDialog } from './ConfirmDialog';
import { useStaffDispatch } from './hooks';
import { siteActions, type SiteState } from './siteSlice';

export const REMOVE_NOTICE_QUESTION = 'Remove this notice from the strip on every page?';
export const MAINTENANCE_OFF_TEXT = 'Visitors will see the forms again.';

/** "English and Spanish" */
function languageList(languages: SiteView['languages']): string {
  const names = languages.map(({ name }) => name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export function maintenanceOnText(languages: SiteView['languages']): string {
  return `Visitors will see the maintenance page instead of every form, in ${languageList(languages)}, until you turn it off. Forms already open in a browser are sent to it at their next check.`;
}

export function SiteDialogs({ site, state }: { site: SiteView; state: SiteState }) {
  const dispatch = useStaffDispatch();
  const cancel = () => dispatch(siteActions.confirmationCancelled());
  const { maintenance, removing } = state;
  if (maintenance) {
    const on = maintenance.subject;
    return (
      <ConfirmDialog
        title={on ? 'Turn maintenance on?' : 'Turn maintenance off?'}
        confirmText={on ? 'Turn on maintenance' : 'Turn off maintenance'}
        danger={on}
        working={maintenance.status === 'working'}
        failure={maintenance.failure}
        failedText={on ? 'Turning maintenance on failed.' : 'Turning maintenance off failed.'}
        onConfirm={() => dispatch(siteActions.maintenanceConfirmed())}
        onCancel={cancel}
      >
        <p>{on ? maintenanceOnText(site.languages) : MAINTENANCE_OFF_TEXT}</p>
      </ConfirmDialog>
    );
  }
  const notice = removing ? site.notices.find(({ id }) => id === removing.subject) : undefined;
  if (!removing || !notice) return null;
  const source = site.languages[0]?.code ?? 'en';
  return (
    <ConfirmDialog
      title="Remove the notice?"
      confirmText="Remove notice"
      danger
      working={removing.status === 'working'}
      failure={removing.failure}
      failedText="Removing the notice failed."
      onConfirm={() => dispatch(siteActions.removeConfirmed())}
      onCancel={cancel}
    >
      <p>{REMOVE_NOTICE_QUESTION}</p>
      <blockquote lang={source} className="staff-quote">
        {notice.texts[source]}
      </blockquote>
    </ConfirmDialog>
  );
}
