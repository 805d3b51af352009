// The events the portal delivers to the plan's endpoints (docs/operations.md#delivery): the `type` of each message,
// named once for the server's payloads, its store's job listing, and the console's Deliveries screen.
export const SUBMISSION_CREATED = 'submission.created';
export const CONSENT_WITHDRAWN = 'consent.withdrawn';
export const WEBHOOK_TEST = 'webhook.test';
export const CONFIRMATION_REQUESTED = 'consent.confirmation_requested';
export const CONTACT_CHANGED = 'consent.contact_changed';
export const ANSWER_CHANGE_REVIEWED = 'submission.answer_change_reviewed';
