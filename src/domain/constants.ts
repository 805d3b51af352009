// Named business constants of docs/constants.md (and the few limits we chose ourselves), shared by SPA and server.

export const NPI_LENGTH = 10;
/** The literal stored as individualNPI when the N/A box is ticked. */
export const NPI_NOT_APPLICABLE = 'NA';

export const PHONE_MASK = '(000) 000-0000';

/** The Submit button unlocks when the terms box is scrolled to within this distance of its bottom. */
export const TERMS_SCROLL_TOLERANCE_PX = 2;

export const TEXTING_MINIMUM_AGE = 13;
export const TEXTING_GUARDIAN_PERMISSION_AGES = { from: 13, to: 17 } as const;

export const LOADING_MESSAGE_DELAY_MS = 1000;
export const APP_LOADED_DELAY_MS = 1000;
export const PREBOOT_REMOVAL_DELAY_MS = 1500;

export const BANNER_LOGO_HEIGHT_PX = 75;

/** The app shell's toast settings; docs/readings.md says these are the ones in force. A sticky timeout of 0 means never. */
export const TOAST_SHELL_SETTINGS = {
  limit: 100,
  showClose: true,
  timeoutMs: 4000,
  stickyTimeoutMs: 0,
} as const;

/** Lower bounds of each breakpoint; xs is everything under sm. */
export const BREAKPOINTS_PX = { sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export const DIALOG_MAX_WIDTH = '80vw';

export const TGI_MAX_LENGTHS = {
  providerLastName: 60,
  providerFirstName: 35,
  individualNPI: 10,
  fullNameOfPersonCompletingSurvey: 100,
  titleOfPersonCompletingSurvey: 100,
  email: 255,
} as const;

/**
 * Our own limit: the spec gives none for the attestation's name, title and organization fields
 * (nor the contact form's names and member ID), and an unbounded field invites abuse of the server.
 */
export const TEXT_FIELD_MAX_LENGTH = 100;

/** Our choice: long enough for a slow mobile network, short enough that a dead call does not hang a form. */
export const REQUEST_TIMEOUT_MS = 30000;

/**
 * Ours (docs/readings.md; the spec leaves polling open): while the maintenance page shows, the flag is asked again this
 * long after the last answer, so a person waiting on the page is taken back soon after the site is up.
 */
export const MAINTENANCE_POLL_INTERVAL_MS = 30000;
/**
 * Ours: focus, a visible tab or the network coming back ask the flag at once, but not within this long of the last
 * answer, so switching tabs back and forth cannot turn the page into a stream of requests.
 */
export const MAINTENANCE_RECHECK_MIN_GAP_MS = 5000;
