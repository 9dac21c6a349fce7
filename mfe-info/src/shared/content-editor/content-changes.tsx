import type { ContentChange } from '@court/contract';
import { useTranslation } from '@court/kit';
import { CONTENT_EDITOR_NS } from './content-editor-translations';

/** One change as staff read it: what changed, and its text before and after, in their language. */
export interface ContentChangeWords {
  name: string;
  before: string;
  after: string;
}

/** How a tool puts its changes in words. */
export interface ContentChangeWording<Change extends ContentChange> {
  /** Said where nothing changes, already translated. */
  none: string;
  describe: (change: Change) => ContentChangeWords;
}

export interface ContentChangesProps<Change extends ContentChange> {
  changes: readonly Change[];
  wording: ContentChangeWording<Change>;
}

/** What a version or the draft changes, in words: each change by its name, before and after. */
export function ContentChanges<Change extends ContentChange>({
  changes,
  wording,
}: ContentChangesProps<Change>) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
  if (changes.length === 0) return <p>{wording.none}</p>;
  return (
    <ul className="usa-list">
      {changes.map((change) => (
        <li key={change.name}>{t('changes.item', { ...wording.describe(change) })}</li>
      ))}
    </ul>
  );
}

/**
 * Text written in both languages as a change shows it ("English / Spanish"): with no Spanish
 * written, the English alone rather than a dangling separator.
 */
export function bilingualChangeWords(text: string): string {
  return text.endsWith(' / ') ? text.slice(0, -3) : text;
}
