// The app shell of docs/screens.md: banner, notification strip, toasts, routed content, loading message, dialog.
import { useEffect } from 'react';
import { NotificationStrip } from '../features/notifications/NotificationStrip';
import { ToastHost } from '../features/toasts/ToastHost';
import { selectLanguage, started } from '../core/appSlice';
import { Banner } from './Banner';
import { ConfirmDialogHost } from './ConfirmDialogHost';
import { Footer } from './Footer';
import { MaintenanceRedirect } from './MaintenanceRedirect';
import { LoadingMessageHost } from './LoadingMessageHost';
import { useAppDispatch, useAppSelector, useTranslate } from '../core/hooks';
import { PortalRoutes } from './routes';

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
      {/* In the page's flow under the notices, so that where there is no room beside the main column (phones, zoom, a
          1280 px laptop) a toast pushes the page down rather than covering the heading that just took focus; beside
          the column when the screen is wide enough (shell.css). */}
      <ToastHost />
      <main id="main" tabIndex={-1} className="portal-main">
        <MaintenanceRedirect />
        <PortalRoutes />
        {/* Right after the screen's content, where its submit button is, and above the footer, never over its links. */}
        <LoadingMessageHost />
      </main>
      <Footer />
      <ConfirmDialogHost />
    </>
  );
}

/** The shell plus the start event that begins the boot timers, maintenance check and notifications. */
export function App() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(started());
    // The page drawn by the server is the app's now (hydrated): said on the document for whoever waits for it (the
    // end-to-end tests, which must not act on a page that cannot answer yet, unless that is what they test).
    document.documentElement.dataset.app = 'ready';
  }, [dispatch]);
  return <PortalShell />;
}
