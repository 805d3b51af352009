// docs/states.md: when the site is reported in maintenance, every route goes to the maintenance page, carrying the address
// the person asked for in the page's own address (issue 18: it survives a reload and a shared link). On the maintenance
// page, an answer that the site is up takes them there, or home when there is none: when maintenance ends while they
// wait, and at once when they open or reload the page after it ended. Navigation stays here, driven by state, so sagas
// never touch the router or window.location.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectInMaintenance, selectMaintenanceOff } from '../core/appSlice';
import { useAppSelector } from '../core/hooks';
import { maintenanceAddress, returnAddressOf } from '../domain/maintenanceReturn';
import { MAINTENANCE_PATH } from '../domain/routeTable';

export function MaintenanceRedirect() {
  const navigate = useNavigate();
  const inMaintenance = useAppSelector(selectInMaintenance);
  const maintenanceOff = useAppSelector(selectMaintenanceOff);
  const { pathname, search, hash } = useLocation();
  const onMaintenancePage = pathname.toLowerCase() === MAINTENANCE_PATH;
  useEffect(() => {
    // Replace, both ways: Back never lands on a page that sends the person straight back.
    if (inMaintenance && !onMaintenancePage) navigate(maintenanceAddress(`${pathname}${search}${hash}`), { replace: true });
    else if (maintenanceOff && onMaintenancePage) navigate(returnAddressOf(search), { replace: true });
    // The server sent the person here (it never sees an address's #part; the browser keeps it across the redirect):
    // the #part goes into the way back, where it belongs.
    else if (inMaintenance && onMaintenancePage && hash) navigate(maintenanceAddress(`${returnAddressOf(search)}${hash}`), { replace: true });
  }, [navigate, inMaintenance, maintenanceOff, onMaintenancePage, pathname, search, hash]);
  return null;
}
