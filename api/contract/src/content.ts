import { isRecord } from './is-record';

/**
 * What every kind of the court's own content shares (the court facts, the hours): a draft staff
 * edit, versions published now or for later, and what each version changed.
 */

/**
 * One thing that differs between two versions: a name that stays the same from version to
 * version (the audit log records it), and the thing's value before and after, as the content
 * holds it, so the staff tools word it without reading text back.
 */
export interface ContentChange<Name extends string = string, Value = unknown> {
  name: Name;
  before: Value;
  after: Value;
}

/**
 * Whether two values of content (text, numbers, yes/no, null, lists and records of them) are the
 * same, whatever order a record's fields were written in.
 */
export function sameContent(one: unknown, other: unknown): boolean {
  if (one === other) return true;
  if (Array.isArray(one) || Array.isArray(other)) {
    return (
      Array.isArray(one) &&
      Array.isArray(other) &&
      one.length === other.length &&
      one.every((item, index) => sameContent(item, other[index]))
    );
  }
  if (!isRecord(one) || !isRecord(other)) return false;
  const fields = Object.keys(one);
  return (
    fields.length === Object.keys(other).length &&
    fields.every((field) => Object.hasOwn(other, field) && sameContent(one[field], other[field]))
  );
}

/**
 * A change in content made of groups, each a heading over a list of entries (the links page, an
 * FAQ): a group's heading, or one entry of a group, by place (from 1; null where there was none).
 */
export type HeadedGroupChange<Entry> =
  | (ContentChange<string, BilingualText | null> & { about: 'heading'; group: number })
  | (ContentChange<string, Entry | null> & { about: 'entry'; group: number; entry: number });

/**
 * What `after` changes from `before` in such content: each group's heading (named
 * `group.1.heading` where `names.group` is 'group'), then its entries (`group.1.link.3` where
 * `names.entry` is 'link').
 */
export function headedGroupChanges<Group extends { heading: BilingualText }, Entry>(
  before: readonly Group[],
  after: readonly Group[],
  entriesOf: (group: Group) => readonly Entry[],
  names: { group: string; entry: string },
): HeadedGroupChange<Entry>[] {
  const changes: HeadedGroupChange<Entry>[] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
    const [was, now] = [before[index], after[index]];
    const group = index + 1;
    const [headingBefore, headingAfter] = [was?.heading ?? null, now?.heading ?? null];
    if (!sameContent(headingBefore, headingAfter)) {
      changes.push({
        name: `${names.group}.${group}.heading`,
        about: 'heading',
        group,
        before: headingBefore,
        after: headingAfter,
      });
    }
    const [entriesBefore, entriesAfter] = [was ? entriesOf(was) : [], now ? entriesOf(now) : []];
    for (let place = 0; place < Math.max(entriesBefore.length, entriesAfter.length); place += 1) {
      const [entryBefore, entryAfter] = [entriesBefore[place] ?? null, entriesAfter[place] ?? null];
      if (!sameContent(entryBefore, entryAfter)) {
        changes.push({
          name: `${names.group}.${group}.${names.entry}.${place + 1}`,
          about: 'entry',
          group,
          entry: place + 1,
          before: entryBefore,
          after: entryAfter,
        });
      }
    }
  }
  return changes;
}

/**
 * A place where the Spanish is not written, so staff see it before publishing: a key that names
 * it (`official.2.biography`) and, in each kind's own fields, what it is.
 */
export interface MissingSpanishPlace {
  key: string;
}

export const CONTENT_VERSION_STATES = ['current', 'scheduled', 'earlier', 'cancelled'] as const;
export type ContentVersionState = (typeof CONTENT_VERSION_STATES)[number];

/** A published version: who published it, from when it shows, and what it changed. */
export interface ContentVersion<Content, Change extends ContentChange = ContentChange> {
  number: number;
  publishedBy: string;
  /** When staff published it. */
  createdAt: string;
  /** When it shows on the site: at once, or at the time staff chose. */
  publishAt: string;
  /**
   * `current` is what the site shows now; `scheduled` shows from publishAt; `earlier` did;
   * `cancelled` was scheduled and cancelled before its time, so it never showed.
   */
  state: ContentVersionState;
  /** Who cancelled it, when it is cancelled. */
  cancelledBy: string | null;
  /**
   * What it changed from the version shown before it (cancelled ones never were; the first: from
   * the site's defaults).
   */
  changes: Change[];
  content: Content;
}

/** A staff tool's view of one kind (GET, and the answer of every write). */
export interface ContentEditor<Content, Change extends ContentChange = ContentChange> {
  draft: Content;
  /** Who last saved the draft, and when; null while the draft is what is published. */
  draftSavedBy: string | null;
  draftSavedAt: string | null;
  /** What publishing the draft would change on the site now. */
  unpublishedChanges: Change[];
  /** What the site shows now. */
  published: Content;
  /** Newest first. */
  versions: ContentVersion<Content, Change>[];
}

/** POST …/publish: now when both are blank, else from that date and time in Canton. */
export interface PublishContentRequest {
  publishDate?: string;
  publishTime?: string;
}

/** Text staff write in both languages; Spanish left empty shows the English, marked as such. */
export interface BilingualText {
  en: string;
  es: string;
}
