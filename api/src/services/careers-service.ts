import type { Kysely } from 'kysely';
import { API_BASE, type PublicCareerPosting } from '@court/contract';
import type { Database } from '../db/schema';
import {
  findActiveCareerPostingDocument,
  listActiveCareerPostings,
} from '../repositories/career-posting-repository';

/** The URL of a posting's document, as the public list links it. */
export function careerDocumentUrl(id: number): string {
  return `${API_BASE}/careers/${id}/document`;
}

/** Active postings, newest first, as the public sees them (no document bytes, no flags). */
export async function listPublicCareerPostings(
  db: Kysely<Database>,
): Promise<PublicCareerPosting[]> {
  const rows = await listActiveCareerPostings(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    postedDate: row.postedDate,
    documentUrl: careerDocumentUrl(row.id),
  }));
}

export interface CareerDocumentFile {
  filename: string;
  bytes: Buffer;
}

/** A safe download name from a title: lower-case letters, digits and dashes only. */
export function safePdfFilename(title: string, fallback: string): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.pdf`;
}

/** The PDF of an active posting; undefined when the posting is unknown or expired. */
export async function getCareerPostingDocument(
  db: Kysely<Database>,
  id: number,
): Promise<CareerDocumentFile | undefined> {
  const row = await findActiveCareerPostingDocument(db, id);
  if (!row) return undefined;
  return {
    filename: safePdfFilename(row.title, `posting-${id}`),
    bytes: Buffer.from(row.document),
  };
}
