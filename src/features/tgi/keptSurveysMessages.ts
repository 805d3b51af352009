// The texts about TGI surveys kept in the browser until the server has them (docs/states.md#surveys-kept-on-the-device):
// the notice above the survey with its choice of where they are kept, the toast that names answers an earlier visit kept
// on this device, and deleting them. Ours (the spec has no such state). In the survey's catalog (lingui.config.mjs): the
// notice and Delete are on the survey's page, and the start loads that catalog before it shows the toast of an earlier
// visit (src/app/keptSurveysAtStart.ts); the toasts of a failed save are the shell's (tgiDeliveryMessages.ts).
import { en } from '../../domain/text';

/**
 * The notice above the survey (TgiNotReceivedNotice.tsx). `{hours}` is the keeping's lifetime, `{count}` how many
 * surveys. One text for one survey and one for several rather than a plural: a catalog text has plain placeholders only
 * (docs/languages.md).
 */
export const TGI_NOT_RECEIVED = {
  title: en('Survey answers not received yet'),
  thisVisitOne: en('One survey you sent has not reached our server yet.'),
  thisVisitSeveral: en('{count} surveys you sent have not reached our server yet.'),
  earlierVisitOne: en('One survey sent from this browser on an earlier visit has not reached our server. It is sent only when you select Send again.'),
  earlierVisitSeveral: en(
    '{count} surveys sent from this browser on an earlier visit have not reached our server. They are sent only when you select Send again.',
  ),
  inTabOne: en('Its answers are kept in this tab only, for up to {hours} hours: closing the tab deletes them.'),
  inTabSeveral: en('Their answers are kept in this tab only, for up to {hours} hours: closing the tab deletes them.'),
  onDeviceOne: en('Its answers are kept on this device for up to {hours} hours, until they are sent or deleted.'),
  onDeviceSeveral: en('Their answers are kept on this device for up to {hours} hours, until they are sent or deleted.'),
  keepOnDeviceOne: en('Keep it on this device until it is sent'),
  keepOnDeviceSeveral: en('Keep them on this device until they are sent'),
  /** Said with the box (its description), so that a person at a library computer leaves it unticked. */
  keepOnDeviceNote: en('Choose this only on a computer that is yours: anyone who uses this browser after you could see the answers.'),
  sendAgain: en('Send again'),
  discard: en('Delete the answers'),
} as const;

/** The sticky toast, on whatever page opens first, for each survey an earlier visit kept on this device at the person's choice. */
export const TGI_KEPT_ON_DEVICE = {
  title: en('Survey answers kept on this device'),
  message: en(
    'A survey sent from this browser on an earlier visit has not reached our server, and its answers are kept here. It is sent only if you choose: select Send now, or open the TGI survey to delete it.',
  ),
  sendNow: en('Send now'),
  /** The box was ticked, but the browser refused the device's storage (turned off, full): the answers stay in the tab. */
  refused: en('This browser cannot keep the answers on this device, so they are kept in this tab only.'),
} as const;

/** Delete the answers: the question first (deleting cannot be undone), then what was done. */
export const TGI_DISCARD = {
  confirm: {
    title: en('Delete the survey answers?'),
    message: en('The answers that have not reached our server are deleted from this browser and are not sent. This cannot be undone.'),
    okLabel: en('Delete'),
    cancelLabel: en('Keep them'),
  },
  done: en('The survey answers were deleted from this browser. They were not sent.'),
} as const;
