// The app shell of spec §2: banner, notification strip, routed content, toasts, dialog, loading message.
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import { portalTheme } from '../theme/theme';
import { NotificationStrip } from '../features/notifications/NotificationStrip';
import { ToastHost } from '../features/toasts/ToastHost';
import { started, selectInMaintenance } from './appSlice';
import { Banner } from './Banner';
import { ConfirmDialogHost } from './ConfirmDialogHost';
import { LoadingMessageHost } from './LoadingMessageHost';
import { PrebootRemoval } from './PrebootRemoval';
import { useAppDispatch, useAppSelector } from './hooks';
import { MAINTENANCE_PATH, PortalRoutes } from './routes';

/** Spec §4: when the site is reported in maintenance, every route goes to the maintenance page. */
function MaintenanceRedirect() {
  const inMaintenance = useAppSelector(selectInMaintenance);
  const { pathname } = useLocation();
  if (!inMaintenance || pathname === MAINTENANCE_PATH) return null;
  return <Navigate to={MAINTENANCE_PATH} replace />;
}

export function PortalShell() {
  return (
    <ConfigProvider theme={portalTheme}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Banner />
      <NotificationStrip />
      <main id="main" tabIndex={-1} className="portal-main">
        <MaintenanceRedirect />
        <PortalRoutes />
      </main>
      <ToastHost />
      <ConfirmDialogHost />
      <LoadingMessageHost />
      <PrebootRemoval />
    </ConfigProvider>
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
