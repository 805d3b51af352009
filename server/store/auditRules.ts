// How long the audit trail of the staff console is kept (issue 37, docs/privacy.md#the-staff-consoles-audit-trail).

/**
 * Six years (HIPAA keeps its documentation six years, 45 CFR 164.316(b)(2)): the database refuses to delete an audit
 * event younger than this, and AUDIT_RETENTION_DAYS may only lengthen it.
 */
export const AUDIT_MINIMUM_DAYS = 2192;
