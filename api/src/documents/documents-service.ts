import {
  COURT_DOCUMENTS,
  documentUrl,
  type CourtDocument,
  type DocumentGroup,
  type DocumentGroupListing,
  type DocumentListItem,
} from '@court/contract';
import { findCatalogDocument, loadDocumentPdf } from './library';

/** The catalog grouped by group, in catalog order, each document with its URL. */
export function listDocumentsByGroup(
  catalog: readonly CourtDocument[] = COURT_DOCUMENTS,
): DocumentGroupListing[] {
  const groups = new Map<DocumentGroup, DocumentListItem[]>();
  for (const document of catalog) {
    const items = groups.get(document.group) ?? [];
    items.push({ slug: document.slug, title: document.title, url: documentUrl(document.slug) });
    groups.set(document.group, items);
  }
  return Array.from(groups, ([group, documents]) => ({ group, documents }));
}

/** The PDF for a catalog slug; undefined when the slug is not in the catalog. */
export async function getDocumentPdf(
  documentsDir: string,
  slug: string,
): Promise<Buffer | undefined> {
  const document = findCatalogDocument(slug);
  return document ? loadDocumentPdf(documentsDir, document) : undefined;
}
