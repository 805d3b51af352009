// How a typed member ID is kept (issue 21), apart from its rules (memberId.ts): the contact saga, which every page
// loads, needs only this.

/** The ID as it is kept: trimmed and in Unicode's compatibility form (NFKC), then trimmed again (an ideographic space). */
export function normalizeMemberId(value: string): string {
  return value.trim().normalize('NFKC').trim();
}
