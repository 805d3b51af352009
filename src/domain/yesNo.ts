// The two answers a record stores as text (docs/constants.md): apart from apiContract.ts, which re-exports it, so the
// record modules that apiContract.ts names can use it without importing it back.
export type YesNo = 'Yes' | 'No';

/** Both answers, in the order a form offers them. */
export const YES_NO: readonly YesNo[] = ['Yes', 'No'];
