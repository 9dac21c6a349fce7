import {
  DOCUMENT_GROUPS,
  STAFF_DOCUMENTS_PATH,
  type DocumentGroup,
  type StaffDocument,
  type StaffDocumentList,
  type StaffDocumentVersion,
} from '@court/contract';

/** The API's address of one document; its actions add to it. */
export function documentPath(slug: string): string {
  return `${STAFF_DOCUMENTS_PATH}/${encodeURIComponent(slug)}`;
}

/** PUT: the order of a group's documents. */
export const DOCUMENT_ORDER_PATH = `${STAFF_DOCUMENTS_PATH}/order`;

export type MoveDirection = 'up' | 'down';

/** The file the document's public address serves (the list's schema checks there is one). */
export function currentVersion(document: StaffDocument): StaffDocumentVersion | undefined {
  return document.versions.find((version) => version.id === document.currentVersionId);
}

export function isListed(document: StaffDocument): boolean {
  return document.retiredAt === null;
}

/**
 * The groups to show: the tool's, in its order, then any group the API has that this build does
 * not know yet, so that none of its documents is hidden.
 */
export function groupsOf(documents: readonly StaffDocument[]): DocumentGroup[] {
  const known: readonly string[] = DOCUMENT_GROUPS;
  const unknown = documents
    .map((document) => document.group)
    .filter((group, index, all) => !known.includes(group) && all.indexOf(group) === index);
  return [...DOCUMENT_GROUPS, ...unknown];
}

/** The listed documents of a group, in the order the public lists show them. */
export function listedInGroup(
  documents: readonly StaffDocument[],
  group: DocumentGroup,
): StaffDocument[] {
  return documents.filter((document) => isListed(document) && document.group === group);
}

/**
 * The list with a document as the API answered it. One that was added, retired or restored goes
 * last, where the API puts it: at the end of its group, or of the retired documents.
 */
export function withDocument(list: StaffDocumentList, changed: StaffDocument): StaffDocumentList {
  const before = list.documents.find((document) => document.slug === changed.slug);
  if (before && isListed(before) === isListed(changed)) {
    return {
      documents: list.documents.map((document) =>
        document.slug === changed.slug ? changed : document,
      ),
    };
  }
  return {
    documents: [...list.documents.filter((document) => document.slug !== changed.slug), changed],
  };
}

/**
 * The slugs of a group's listed documents with one moved a place up or down; null when it is
 * already first (or last) and cannot move that way.
 */
export function movedOrder(
  group: readonly StaffDocument[],
  slug: string,
  direction: MoveDirection,
): string[] | null {
  const slugs = group.map((document) => document.slug);
  const from = slugs.indexOf(slug);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= slugs.length) return null;
  slugs.splice(to, 0, ...slugs.splice(from, 1));
  return slugs;
}
