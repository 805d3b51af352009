// The routes every end-to-end walk visits: the route table the router draws (src/domain/routeTable.ts), with an
// address for its not-found route and each page's h1 as the demo plan shows it.
import { NOT_FOUND_PATH, PORTAL_ROUTES, routeHeading, type PortalRoute } from '../../../src/domain/routeTable';
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

/** One address per distinct screen: an alias drawing the same screen as an earlier route (`/providers`) is left out. */
export const E2E_SCREENS: readonly E2eRoute[] = PORTAL_ROUTES.filter(
  (route, index) => PORTAL_ROUTES.findIndex((other) => JSON.stringify(other.screen) === JSON.stringify(route.screen)) === index,
).map(toE2eRoute);
