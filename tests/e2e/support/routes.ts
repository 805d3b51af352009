// The routes every end-to-end walk visits: the route table the router draws (src/domain/routeTable.ts), with an
// address for its not-found route and each page's h1 as the demo plan shows it.
import { MAINTENANCE_PATH, NOT_FOUND_PATH, PORTAL_ROUTES, routeHeading, type PortalRoute } from '../../../src/domain/routeTable';
import { PLAN_NAME } from './portal';

export const UNKNOWN_PATH = '/no-such-page';

export interface E2eRoute {
  route: string;
  heading: string;
  kind: PortalRoute['kind'];
}

const toE2eRoute = (route: PortalRoute): E2eRoute => ({
  route: route.path === NOT_FOUND_PATH ? UNKNOWN_PATH : route.path,
  heading: routeHeading(route, PLAN_NAME),
  kind: route.kind,
});

/** Every address of the table. */
export const E2E_ROUTES: readonly E2eRoute[] = PORTAL_ROUTES.map(toE2eRoute);

/**
 * The addresses a visitor sees while the site is up: the maintenance page shows only during maintenance (opened once it
 * is over, it sends the visitor on, issue 18); admin.spec.ts walks it with maintenance on.
 */
export const E2E_ROUTES_WHILE_UP: readonly E2eRoute[] = E2E_ROUTES.filter(({ route }) => route !== MAINTENANCE_PATH);

/**
 * One address per distinct screen shown while the site is up: an alias drawing the same screen as an earlier route
 * (`/providers`) is left out, and so is the maintenance page.
 */
export const E2E_SCREENS: readonly E2eRoute[] = PORTAL_ROUTES.filter(
  (route, index) =>
    route.path !== MAINTENANCE_PATH &&
    PORTAL_ROUTES.findIndex((other) => JSON.stringify(other.screen) === JSON.stringify(route.screen)) === index,
).map(toE2eRoute);
