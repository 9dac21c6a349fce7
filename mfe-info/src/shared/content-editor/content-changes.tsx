import type { BilingualText, ContentChange, HeadedGroupChange } from '@court/contract';
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
 * written, the English alone.
 */
export function bilingualChangeWords({ en, es }: BilingualText): string {
  return es === '' ? en : `${en} / ${es}`;
}

/** What a tool made of headed groups (the links page, an FAQ) says of its changes. */
export interface HeadedGroupWords<Entry> {
  /** Said where nothing changes. */
  none: string;
  /** Said where a heading or an entry was not there. */
  empty: string;
  headingName: (group: number) => string;
  entryName: (group: number, entry: number) => string;
  entryWords: (entry: Entry) => string;
}

/** The wording of changes of headed groups: a heading in both languages, an entry as said. */
export function headedGroupChangeWording<Entry>(
  words: HeadedGroupWords<Entry>,
): ContentChangeWording<HeadedGroupChange<Entry>> {
  return {
    none: words.none,
    describe: (change) => {
      if (change.about === 'heading') {
        const heading = (text: BilingualText | null) =>
          text ? bilingualChangeWords(text) : words.empty;
        return {
          name: words.headingName(change.group),
          before: heading(change.before),
          after: heading(change.after),
        };
      }
      const entry = (value: Entry | null) => (value ? words.entryWords(value) : words.empty);
      return {
        name: words.entryName(change.group, change.entry),
        before: entry(change.before),
        after: entry(change.after),
      };
    },
  };
}
