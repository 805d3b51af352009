// The maintenance page of docs/screens.md, with the plan's phone for whoever cannot wait, and the polling that ends it (docs/readings.md).
import { useEffect } from 'react';
import { PhoneLink } from '../components/PhoneLink';
import { TtyPhoneLinks } from '../components/PlanContactList';
import { TextWithElements } from '../components/TextWithElements';
import { MAINTENANCE } from '../domain/messages';
import { maintenancePageLeft, maintenancePageShown, selectConfig } from '../core/appSlice';
import { useAppDispatch, useAppSelector, useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function MaintenancePage() {
  useDocumentTitle(MAINTENANCE.heading);
  const dispatch = useAppDispatch();
  const { contact } = useAppSelector(selectConfig);
  const tr = useTranslate();

  // The saga polls the flag only while this page is on screen; unmounting stops it and its event listeners.
  useEffect(() => {
    dispatch(maintenancePageShown());
    return () => {
      dispatch(maintenancePageLeft());
    };
  }, [dispatch]);

  const phone = <PhoneLink phone={contact.supportPhone} />;
  const ttyPhones = <TtyPhoneLinks ttyPhone={contact.ttyPhone} />;
  return (
    <article className="maintenance-page">
      {/* Focusable from script only: it takes focus when the app sends the person here (ScreenShown in routes.tsx). */}
      <h1 tabIndex={-1}>{tr(MAINTENANCE.heading)}</h1>
      <p>{tr(MAINTENANCE.message)}</p>
      <p className="maintenance-page__help">
        {/* Ours: the spec's page offers no way to reach the plan while the forms are down. */}
        <TextWithElements text={tr('If you need help now, call us at {phone} (TTY {ttyPhones}).')} elements={{ phone, ttyPhones }} />
      </p>
    </article>
  );
}
