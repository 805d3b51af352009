// The maintenance page of docs/screens.md, with the plan's phone for whoever cannot wait, and the polling that ends it (docs/readings.md).
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { PhoneLink } from '../components/PhoneLink';
import { PLAN_CONTACT_LABELS } from '../components/PlanContactBlock';
import { TtyPhoneLinks } from '../components/PlanContactList';
import { MAINTENANCE } from '../domain/messages';
import { maintenancePageLeft, maintenancePageShown, selectConfig } from '../core/appSlice';
import { useAppDispatch, useAppSelector, useI18n } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function MaintenancePage() {
  useDocumentTitle(MAINTENANCE.heading);
  const dispatch = useAppDispatch();
  const { contact } = useAppSelector(selectConfig);
  const i18n = useI18n();

  // The saga polls the flag only while this page is on screen; unmounting stops it and its event listeners.
  useEffect(() => {
    dispatch(maintenancePageShown());
    return () => {
      dispatch(maintenancePageLeft());
    };
  }, [dispatch]);

  return (
    <article className="maintenance-page">
      <h1>{MAINTENANCE.heading}</h1>
      <p>{MAINTENANCE.message}</p>
      <p className="maintenance-page__help">
        {/* Ours: the spec's page offers no way to reach the plan while the forms are down. */}
        {t(i18n)`If you need help now, call us at`} <PhoneLink phone={contact.supportPhone} /> ({i18n._(PLAN_CONTACT_LABELS.tty)}{' '}
        <TtyPhoneLinks ttyPhone={contact.ttyPhone} />
        ).
      </p>
    </article>
  );
}
