// The texts about the survey's background save: apart from tgiMessages.ts, so the saga (in the main bundle)
// does not pull the survey's field rules, and their email checker, into every route's first load.

/** docs/readings.md: the save goes on in the background after the thanks; these say how it ended when it did not. */
export const TGI_DELIVERY = {
  failedTitle: 'Your survey answers were not received',
  failedMessage: 'We could not reach our server, so your answers are not saved yet. We have kept them on this page: select Try again.',
  retryLabel: 'Try again',
  retryingMessage: 'Sending your survey answers again…',
  deliveredMessage: 'Your survey answers were received.',
} as const;
