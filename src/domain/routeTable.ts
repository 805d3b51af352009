// The one table of the portal's routes and forms (docs/screens.md#routes). The router draws it, the index page
// lists its forms, the build writes its route manifest from it (for the size script and the server) and the
// end-to-end tests visit every route in it. Framework-free, so the server and the build can read it too.
import { CONFIRM_EMAIL_PATH } from './contactConfirmation';
import { CONTACT_MESSAGES } from './contactTexts';
import { MAINTENANCE } from './messages';
import { en, inEnglish, type Translate } from './text';
import { type AttestationFormKey, attestationFormName } from './trainings';

export type CareArea = 'longTermCare' | 'behavioralHealth';

export const TGI_SURVEY_TITLE = en('TGI Inclusive Care Act: Gender-Affirming Services Survey');
export const NOT_FOUND_TITLE = en('Page not found');
export const ACCESSIBILITY_TITLE = en('Accessibility statement');
/** Ours (issue 36): the page the link in the contact form's email opens. */
export const CONFIRM_EMAIL_TITLE = en('Confirm your email address');
export const AREA_TITLES: Record<CareArea, string> = {
  longTermCare: en('Long-term care'),
  behavioralHealth: en('Behavioral health'),
};

/**
 * The portal's forms, each by its one name: the name of its chunk, its catalog (lingui.config.mjs), its slice in the
 * store, its folder under src/features and its module there (docs/adding-a-form.md).
 */
export const FORM_NAMES = ['contact', 'tgi', 'attestation'] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** What a route draws: the lazily loaded chunk (its webpackChunkName) and the props that chunk's page takes. */
export type Screen =
  | { chunk: 'home' }
  | { chunk: 'attestation'; formKey: AttestationFormKey }
  | { chunk: 'contact' }
  | { chunk: 'tgi' }
  | { chunk: 'maintenance' }
  | { chunk: 'area-home'; area: CareArea }
  | { chunk: 'accessibility' }
  | { chunk: 'confirm-email' }
  | { chunk: 'not-found' };

export type ScreenChunk = Screen['chunk'];

/** A form's catalog (lingui.config.mjs), which its screen loads besides the shell's in another language: the form's name. */
export type FormCatalog = FormName;

/** The form a screen's chunk draws, if it draws one: a form's chunk has the form's name. */
export function screenForm(chunk: ScreenChunk): FormName | undefined {
  return (FORM_NAMES as readonly string[]).includes(chunk) ? (chunk as FormName) : undefined;
}

/**
 * The pages that are not a form but belong to one, and so speak in its catalog: the page the link in the contact
 * form's email opens (issue 36) says the contact form's words.
 */
const CATALOG_OF_PAGE: Partial<Record<ScreenChunk, FormCatalog>> = { 'confirm-email': 'contact' };

/** The catalog a screen loads besides the shell's in another language: its form's, or the form's its page belongs to. */
export function screenCatalog(chunk: ScreenChunk): FormCatalog | undefined {
  return screenForm(chunk) ?? CATALOG_OF_PAGE[chunk];
}

/**
 * The build's chunk groups of a language's catalogs a screen needs (webpackChunkName "locale-[request]" in
 * src/core/i18n.ts); none in the source language, whose texts are the code.
 */
export function catalogChunkGroups(language: string, chunk: ScreenChunk, sourceLanguage: string): string[] {
  if (language === sourceLanguage) return [];
  const catalog = screenCatalog(chunk);
  return [`locale-${language}-shell-ts`, ...(catalog ? [`locale-${language}-${catalog}-ts`] : [])];
}

/** Who a form is for, as the index page groups them. */
export type Audience = 'members' | 'providers';

export const AUDIENCE_HEADINGS: Record<Audience, string> = {
  members: en('For members'),
  providers: en('For providers'),
};

export interface FormListing {
  audience: Audience;
  description: string;
}

export interface PortalRoute {
  /** The address; `*` is every address no other route matches (the not-found page). */
  path: string;
  screen: Screen;
  /** The page's h1, which is also the start of its document title: English, with `{planName}` where it names the plan. */
  heading: string;
  /** Form routes carry a form a person fills in and sends; the rest are the shell's pages. */
  kind: 'form' | 'page';
  /** Set on the address the index page lists for this form (an alias such as `/providers` has none). */
  listing?: FormListing;
}

const TRAINING_DESCRIPTION = en('Attest that you reviewed the training modules.');

export const CONTACT_FORM_PATH = '/preferredcontact';
export const MAINTENANCE_PATH = '/maintenance';
export const ACCESSIBILITY_PATH = '/accessibility';
export const NOT_FOUND_PATH = '*';

function attestationRoute(path: string, formKey: AttestationFormKey, description: string = TRAINING_DESCRIPTION): PortalRoute {
  return {
    path,
    screen: { chunk: 'attestation', formKey },
    heading: attestationFormName(formKey),
    kind: 'form',
    listing: { audience: 'providers', description },
  };
}

const NOT_FOUND_ROUTE: PortalRoute = { path: NOT_FOUND_PATH, screen: { chunk: 'not-found' }, heading: NOT_FOUND_TITLE, kind: 'page' };

/** In the order the index page lists the forms; the not-found route comes last. */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/', screen: { chunk: 'home' }, heading: en('{planName} forms'), kind: 'page' },
  {
    path: CONTACT_FORM_PATH,
    screen: { chunk: 'contact' },
    heading: CONTACT_MESSAGES.formTitle,
    kind: 'form',
    listing: {
      audience: 'members',
      description: en('Choose how we contact you: emails, text messages, pre-recorded calls or phone calls.'),
    },
  },
  {
    path: '/tgisurvey',
    screen: { chunk: 'tgi' },
    heading: TGI_SURVEY_TITLE,
    kind: 'form',
    listing: {
      audience: 'providers',
      description: en('Tell us whether you offer gender-affirming services, for the provider directory (California SB 923).'),
    },
  },
  { path: '/providers', screen: { chunk: 'tgi' }, heading: TGI_SURVEY_TITLE, kind: 'form' },
  attestationRoute('/attestation', 'stateTraining'),
  attestationRoute('/childhood', 'childhood'),
  attestationRoute('/oralhealth', 'oralhealth'),
  attestationRoute('/deiprovidertraining', 'deiprovidertraining', en('Attest that your organization completed the training program.')),
  { path: MAINTENANCE_PATH, screen: { chunk: 'maintenance' }, heading: MAINTENANCE.heading, kind: 'page' },
  { path: '/ltchome', screen: { chunk: 'area-home', area: 'longTermCare' }, heading: AREA_TITLES.longTermCare, kind: 'page' },
  { path: '/bhhome', screen: { chunk: 'area-home', area: 'behavioralHealth' }, heading: AREA_TITLES.behavioralHealth, kind: 'page' },
  {
    path: ACCESSIBILITY_PATH,
    screen: { chunk: 'accessibility' },
    heading: en('Accessibility statement for {planName} forms'),
    kind: 'page',
  },
  // Reached from the link in an email only: not listed (issue 36, docs/screens.md#confirm-your-email-address).
  { path: CONFIRM_EMAIL_PATH, screen: { chunk: 'confirm-email' }, heading: CONFIRM_EMAIL_TITLE, kind: 'page' },
  NOT_FOUND_ROUTE,
];

/** The page's h1 in tr's language. */
export function routeHeading(route: PortalRoute, planName: string, tr: Translate = inEnglish): string {
  return tr(route.heading, { planName });
}

/** The route that draws an address as the router matches it (any letter case, a trailing slash allowed), or the not-found route. */
export function routeForPath(pathname: string): PortalRoute {
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return PORTAL_ROUTES.find((route) => route.path === path) ?? NOT_FOUND_ROUTE;
}
