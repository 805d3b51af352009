// Runtime configuration (docs/readings.md): served inside index.html, with demo defaults for Storybook and tests.

export interface PlanContact {
  address: string;
  supportPhone: string;
  mainPhone: string;
  ttyPhone: string;
  hours: string;
}

export interface ProviderServicesContact {
  department: string;
  phone: string;
  email: string;
}

/**
 * The plan's published notices, linked from every page's footer: each an absolute http(s) URL or a path on this site
 * starting with '/'. One left unset is not shown (a link to nowhere is worse than none).
 */
export interface PlanLinks {
  /** The plan's notice of privacy practices. */
  privacyNotice?: string;
  /** The nondiscrimination notice a health plan must publish. */
  nondiscriminationNotice?: string;
  /** The page on free language assistance (interpreters, translated documents) a health plan must publish. */
  languageAssistance?: string;
}

/** The languages this build has catalogs for (lingui.config.mjs's locales; a test keeps the two equal). */
export const CATALOG_LANGUAGES: readonly string[] = ['en', 'es'];

export interface PortalConfig {
  /** Base of the API calls; '' means the page's own origin. */
  apiBase: string;
  /** Base of the web calls (maintenance check, TGI save); '' means the page's own origin. */
  webBase: string;
  planName: string;
  logoUrl: string;
  logoAlt: string;
  /** The logo's width in CSS pixels when drawn at the banner's 75 px height: the space is kept before it loads. */
  logoWidth: number;
  contact: PlanContact;
  providerServices: ProviderServicesContact;
  flags: { longTermCare: boolean; behavioralHealth: boolean; cms1500: boolean };
  /**
   * The portal sends email (issue 36: the server has SMTP_URL), so the forms offer "Email me a confirmation"; absent,
   * they do not offer a receipt nobody would send. Set by the server from its own settings, never by the plan's words.
   */
  emailReceipts?: boolean;
  links: PlanLinks;
  /**
   * The languages the portal offers, as BCP 47 codes with a catalog each (docs/languages.md); the first is the one
   * a visitor gets before choosing.
   */
  languages: readonly string[];
  /** The plan's own words in its other languages, by language (docs/languages.md); English where one is not given. */
  translations: Readonly<Record<string, PlanTextTranslations>>;
  /**
   * The characters of the plan's member IDs, as MEMBER_ID_CHARACTERS spells them (src/domain/memberId.ts); when left
   * out, DEFAULT_MEMBER_ID_CHARACTERS (the server always says it; the demo configuration leaves it out, which keeps
   * the constant out of the code every page loads).
   */
  memberIdCharacters?: string;
}

/** What the plan writes itself, besides names, numbers and addresses, which stay as they are in every language. */
export interface PlanTextTranslations {
  hours?: string;
  providerServicesDepartment?: string;
}

/** The plan's own words in a language: its translation where the plan gave one, else its English. */
export function planTexts(config: Pick<PortalConfig, 'contact' | 'providerServices' | 'translations'>, language: string) {
  const translated = Object.hasOwn(config.translations, language) ? config.translations[language] : undefined;
  return {
    hours: translated?.hours ?? config.contact.hours,
    providerServicesDepartment: translated?.providerServicesDepartment ?? config.providerServices.department,
  };
}

export const DEMO_PORTAL_CONFIG: PortalConfig = {
  apiBase: '',
  webBase: '',
  planName: 'Sunrise Health Plan',
  logoUrl: '/logo.svg',
  logoAlt: 'Sunrise Health Plan',
  logoWidth: 300,
  contact: {
    address: '1200 Harbor Way, Suite 300, Long Beach, CA 90802',
    supportPhone: '8005550100',
    mainPhone: '5625550199',
    ttyPhone: '8005550111',
    hours: 'Monday to Friday 8AM-5PM PST',
  },
  providerServices: {
    department: 'Provider Services Department',
    phone: '8005550122',
    email: 'providerservices@example.org',
  },
  flags: { longTermCare: false, behavioralHealth: false, cms1500: false },
  // The demo plan (Storybook, the dev server, the tests) shows the receipt box; a served configuration says it itself.
  emailReceipts: true,
  // Example addresses (example.org is reserved for examples) so Storybook, the dev server and the tests show every
  // footer link; a served configuration never inherits them (see mergePortalConfig).
  links: {
    privacyNotice: 'https://www.example.org/privacy-notice',
    nondiscriminationNotice: 'https://www.example.org/nondiscrimination-notice',
    languageAssistance: 'https://www.example.org/language-assistance',
  },
  languages: ['en', 'es'],
  translations: {
    es: { hours: 'De lunes a viernes, de 8 a. m. a 5 p. m. (hora del Pacífico)', providerServicesDepartment: 'Departamento de Servicios para Proveedores' },
  },
};

/** A path on this site: one leading '/', not '//' or '/\\', which browsers read as another host. */
const SITE_PATH = /^\/(?![/\\])/;
/** Blanks and control characters: never part of a link a plan means to publish. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BLANK_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** A path on this site, with nothing blank or a control character in it: never a way to another host. */
export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value) && !BLANK_OR_CONTROL.test(value);
}

/**
 * Whether a plan link may be published: an absolute http(s) URL with a host, or a path on this site. The server
 * refuses anything else at start; the footer checks again, so a hand-edited index.html cannot make a link run script.
 */
export function isPlanLinkTarget(value: string): boolean {
  if (value === '' || BLANK_OR_CONTROL.test(value)) return false;
  if (isSitePath(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

function keptTranslations(partial: Partial<PortalConfig>, base: PortalConfig): PortalConfig['translations'] {
  const sameHours = partial.contact?.hours === undefined || partial.contact.hours === base.contact.hours;
  const sameDepartment = partial.providerServices?.department === undefined || partial.providerServices.department === base.providerServices.department;
  return Object.fromEntries(
    Object.entries(base.translations).map(([language, texts]) => [
      language,
      {
        ...(sameHours && texts.hours !== undefined ? { hours: texts.hours } : {}),
        ...(sameDepartment && texts.providerServicesDepartment !== undefined ? { providerServicesDepartment: texts.providerServicesDepartment } : {}),
      },
    ]),
  );
}

/** Merges a partial configuration over the defaults, one level deep for the nested blocks. */
export function mergePortalConfig(partial: Partial<PortalConfig> | undefined, base: PortalConfig = DEMO_PORTAL_CONFIG): PortalConfig {
  if (!partial) return base;
  return {
    ...base,
    ...partial,
    contact: { ...base.contact, ...partial.contact },
    providerServices: { ...base.providerServices, ...partial.providerServices },
    flags: { ...base.flags, ...partial.flags },
    // Never the base's: a plan that publishes no notice must show none, not the demo plan's example addresses.
    links: { ...partial.links },
    // Only where the served configuration says so: a server without SMTP offers no receipt.
    emailReceipts: partial.emailReceipts === true,
    // The base's only for the words the plan kept: a plan's own hours must never show the demo plan's Spanish ones.
    translations: partial.translations ?? keptTranslations(partial, base),
  };
}
