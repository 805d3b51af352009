// How a typed member ID is kept (issue 21), apart from its rules (memberId.ts): the contact saga, which every page
// loads, needs only this. And how two IDs are compared (issue 33): the one member key of the form, the server, the
// withdrawals and the command line, kept in a column of its own so a member's consents are found by an index.

/** The ID as it is kept: trimmed and in Unicode's compatibility form (NFKC), then trimmed again (an ideographic space). */
export function normalizeMemberId(value: string): string {
  return value.trim().normalize('NFKC').trim();
}

/**
 * The member ID as compared: normalised as it is kept, then letter case ignored (a card's "ab-123" is "AB-123"). Two
 * IDs name one member exactly when their keys are equal; consents stored before issue 21 normalised IDs match too.
 */
export function memberKey(memberId: string): string {
  return normalizeMemberId(memberId).toLowerCase();
}
