// The app shell of docs/screens.md: banner, notification strip, routed content, toasts, dialog, loading message.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotificationStrip } from '../features/notifications/NotificationStrip';
import { ToastHost } from '../features/toasts/ToastHost';
import {
  maintenanceRedirected,
  maintenanceReturned,
  selectInMaintenance,
  selectMaintenanceReturnDue,
  selectLanguage,
  selectMaintenanceReturnPath,
  started,
} from '../core/appSlice';
import { Banner } from './Banner';
import { ConfirmDialogHost } from './ConfirmDialogHost';
import { Footer } from './Footer';
import { LoadingMessageHost } from './LoadingMessageHost';
import { PrebootRemoval } from './PrebootRemoval';
import { useAppDispatch, useAppSelector, useTranslate } from '../core/hooks';
import { MAINTENANCE_PATH, PortalRoutes } from './routes';

/** Where a person goes when maintenance ends and there is no address to take them back to. */
const HOME_PATH = '/';

/**
 * docs/states.md: when the site is reported in maintenance, every route goes to the maintenance page, and the address the
 * person was on is remembered. docs/readings.md: when maintenance ends while they are on that page, they go back to it
 * (or home when they came straight to the page). Navigation stays here, driven by state, so sagas never touch the
 * router or window.location.
 */
function MaintenanceRedirect() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inMaintenance = useAppSelector(selectInMaintenance);
  const returnDue = useAppSelector(selectMaintenanceReturnDue);
  const returnPath = useAppSelector(selectMaintenanceReturnPath);
  const { pathname, search, hash } = useLocation();
  const onMaintenancePage = pathname === MAINTENANCE_PATH;
  const address = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (inMaintenance && !onMaintenancePage) {
      dispatch(maintenanceRedirected({ from: address }));
      // Replace: Back from the maintenance page must not land on a page that sends the person straight back.
      navigate(MAINTENANCE_PATH, { replace: true });
    } else if (returnDue) {
      dispatch(maintenanceReturned());
      if (onMaintenancePage) navigate(returnPath ?? HOME_PATH, { replace: true });
    }
  }, [dispatch, navigate, inMaintenance, onMaintenancePage, address, returnDue, returnPath]);
  return null;
}

/** `<html lang>` follows the portal's language, so screen readers speak the page with the right voice. */
function DocumentLanguage() {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

export function PortalShell() {
  const tr = useTranslate();
  return (
    <>
      <DocumentLanguage />
      <a className="skip-link" href="#main">
        {tr('Skip to main content')}
      </a>
      <Banner />
      <NotificationStrip />
      <main id="main" tabIndex={-1} className="portal-main">
        <MaintenanceRedirect />
        <PortalRoutes />
      </main>
      <Footer />
      <ToastHost />
      <ConfirmDialogHost />
      <LoadingMessageHost />
      <PrebootRemoval />
    </>
  );
}

/** The shell plus the start event that begins the boot timers, maintenance check and notifications. */
export function App() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(started());
  }, [dispatch]);
  return <PortalShell />;
}
