// Runtime configuration (DESIGN §5): served inside index.html, with demo defaults for Storybook and tests.

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

export interface PortalConfig {
  /** Base of the API calls; '' means the page's own origin. */
  apiBase: string;
  /** Base of the web calls (maintenance check, TGI save); '' means the page's own origin. */
  webBase: string;
  planName: string;
  logoUrl: string;
  logoAlt: string;
  contact: PlanContact;
  providerServices: ProviderServicesContact;
  flags: { longTermCare: boolean; behavioralHealth: boolean; cms1500: boolean };
}

export const DEMO_PORTAL_CONFIG: PortalConfig = {
  apiBase: '',
  webBase: '',
  planName: 'Sunrise Health Plan',
  logoUrl: '/logo.svg',
  logoAlt: 'Sunrise Health Plan',
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
};

/** Merges a partial configuration over the defaults, one level deep for the nested blocks. */
export function mergePortalConfig(partial: Partial<PortalConfig> | undefined, base: PortalConfig = DEMO_PORTAL_CONFIG): PortalConfig {
  if (!partial) return base;
  return {
    ...base,
    ...partial,
    contact: { ...base.contact, ...partial.contact },
    providerServices: { ...base.providerServices, ...partial.providerServices },
    flags: { ...base.flags, ...partial.flags },
  };
}
