/**
 * What every kind of the court's own content shares (the court facts, the hours): a draft staff
 * edit, versions published now or for later, and what each version changed, in words.
 */

/** One thing that differs between two versions: its name, and its text before and after. */
export interface ContentChange<Name extends string = string> {
  name: Name;
  before: string;
  after: string;
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
