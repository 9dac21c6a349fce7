import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TranslateFunction, TranslateOptions } from '@court/kit';

export interface TransProps {
  t: TranslateFunction;
  i18nKey: string;
  /** The element each `<name>…</name>` in the text becomes, its text inside. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
  values?: TranslateOptions;
}

const MARKED_PART = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A text with markup inside it ("as <value>09:00</value>"): each marked part is rendered as the
 * element given for its name; a name without one is shown as plain text. Not in the kit core, so
 * only the pages that use it download it.
 */
export function Trans({ t, i18nKey, components, values }: TransProps) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let start = 0;
  for (const match of text.matchAll(MARKED_PART)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(start, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: match.index }, inner) : inner);
    start = match.index + whole.length;
  }
  parts.push(text.slice(start));
  return <>{parts}</>;
}
