// The texts about the survey's background save: apart from tgiMessages.ts because they are in the shell's catalog
// (lingui.config.mjs), not the survey's: the toasts that show them outlive the survey's page, and at start the shell
// sends kept surveys again with no survey page drawn. They are kept in the toasts' state in English, and said in the
// language of the moment by whoever shows them.
import { en } from '../../domain/text';

/** docs/readings.md: the save goes on in the background after the thanks; these say how it ended when it did not. */
export const TGI_DELIVERY = {
  failedTitle: en('Your survey answers were not received'),
  failedMessage: en('We could not reach our server, so your answers are not saved yet. We have kept them on this page: select Try again.'),
  retryLabel: en('Try again'),
  retryingMessage: en('Sending your survey answers again…'),
  deliveredMessage: en('Your survey answers were received.'),
} as const;
