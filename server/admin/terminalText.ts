// Shows a value typed by someone else inside a message: quoted, escaped so it cannot drive the terminal, cut short.

const SHOWN_MAX = 20;
// JSON.stringify escapes C0 controls and quotes; these are the other characters a terminal acts on
// (DEL, C1 controls such as CSI) or that reorder text on screen (bidi marks and overrides).
const INVISIBLE_OR_CONTROL = /[\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

export function quoteForTerminal(value: string, max = SHOWN_MAX): string {
  if (value === '') return '(empty)';
  const characters = [...value];
  const text = characters.length > max ? `${characters.slice(0, max).join('')}…` : value;
  return JSON.stringify(text).replace(INVISIBLE_OR_CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
