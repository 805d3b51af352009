// The forms the portal offers, grouped by audience for the index page, the area home pages and the not-found
// page: the listed entries of the route table (src/domain/routeTable.ts), in its order. Their texts are English, shown
// through the active language's Translate.
import { AUDIENCE_HEADINGS, PORTAL_ROUTES, type Audience, type PortalRoute } from '../domain/routeTable';

export interface FormLink {
  path: string;
  title: string;
  description: string;
}

export interface FormGroup {
  audience: string;
  forms: FormLink[];
}

function fixedHeading(route: PortalRoute): string {
  if (route.heading.includes('{planName}')) throw new Error(`The listed form ${route.path} needs a heading without the plan's name.`);
  return route.heading;
}

const AUDIENCES: readonly Audience[] = ['members', 'providers'];

/** Built once: a listed form's heading never names the plan (the table's type allows it, so it is checked here). */
export const FORM_GROUPS: readonly FormGroup[] = AUDIENCES.map((audience) => ({
  audience: AUDIENCE_HEADINGS[audience],
  forms: PORTAL_ROUTES.flatMap((route) =>
    route.listing?.audience === audience ? [{ path: route.path, title: fixedHeading(route), description: route.listing.description }] : [],
  ),
}));
