// A sentence with elements in it (a link around some of its words, a phone link) stays one text, so a translator can
// move them: `<name>…</name>` marks the words an element wraps, `{name}` where an element goes. The text comes from
// tr(), which fills in the values that are plain strings and leaves the others as they are for this component.
import { Fragment, type ReactNode } from 'react';

/** What a text's element is: a function of the words inside its `<name>…</name>`, or the node a `{name}` stands for. */
export type TextElement = ReactNode | ((inner: ReactNode) => ReactNode);

export interface TextWithElementsProps {
  /** In the reader's language (tr's), its tags and element placeholders where the language puts them. */
  text: string;
  elements: Readonly<Record<string, TextElement>>;
}

const TOKEN = /<(\w+)>|<\/(\w+)>|\{(\w+)\}/g;

interface OpenTag {
  name: string;
  wrap: (inner: ReactNode) => ReactNode;
  /** What the text has before the tag, and the tag as written, put back should it never close. */
  outer: ReactNode[];
  written: string;
}

/** Keyed by position, which is the same each time the same text is drawn. */
function keyed(parts: readonly ReactNode[]): ReactNode[] {
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

/** The text as nodes: each tag and placeholder with an element replaced by it, anything else shown as written. */
function textWithElements(text: string, elements: Readonly<Record<string, TextElement>>): ReactNode[] {
  const elementOf = (name: string) => (Object.hasOwn(elements, name) ? elements[name] : undefined);
  let parts: ReactNode[] = [];
  const open: OpenTag[] = [];
  let from = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [written, opening, closing, placeholder] = match;
    if (match.index > from) parts.push(text.slice(from, match.index));
    from = match.index + written.length;
    const element = elementOf(opening ?? closing ?? placeholder ?? '');
    if (opening !== undefined && typeof element === 'function') {
      open.push({ name: opening, wrap: element, outer: parts, written });
      parts = [];
    } else if (closing !== undefined && open.at(-1)?.name === closing) {
      const tag = open.pop() as OpenTag;
      const inner = keyed(parts);
      parts = tag.outer;
      parts.push(tag.wrap(inner));
    } else if (placeholder !== undefined && element !== undefined && typeof element !== 'function') {
      parts.push(element);
    } else {
      parts.push(written);
    }
  }
  if (from < text.length) parts.push(text.slice(from));
  // A tag left open (a broken translation) is shown as written rather than swallowing the rest of the sentence.
  while (open.length > 0) {
    const tag = open.pop() as OpenTag;
    parts = [...tag.outer, tag.written, ...parts];
  }
  return keyed(parts);
}

export function TextWithElements({ text, elements }: TextWithElementsProps) {
  return <>{textWithElements(text, elements)}</>;
}
