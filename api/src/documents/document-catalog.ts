import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  DOCUMENT_GROUPS,
  FOOTER_DOCUMENT_SLUGS,
  documentUrl,
  type CourtDocument,
  type DocumentGroup,
  type DocumentGroupListing,
  type FooterDocuments,
} from '@court/contract';
import type { Database } from '../platform/database/schema';
import { readFileBytes } from '../platform/files/file-store';
import { listDocumentRows, type DocumentRow } from './document-repository';

/** A document of the library as its address and the public lists need it. */
export interface CatalogEntry extends CourtDocument {
  position: number;
  retiredAt: string | null;
  replacedBy: string | null;
  /** SHA-256 of the file the address serves; null while the document has none yet. */
  sha256: string | null;
}

export interface DocumentCatalogOptions {
  /** How long a read of the catalog is used before it is read again. */
  maxAgeMs?: number;
  /** Most bytes of PDFs kept in memory, so a popular form is not read from the database each time. */
  maxCachedBytes?: number;
}

/**
 * Every API process reads the catalog again after this long, so a change made on another
 * process (a replaced fee schedule) is served everywhere within it.
 */
const CATALOG_MAX_AGE_MS = 10_000;
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** Where a group comes in the site's order; a group the site does not know comes last. */
export function groupRank(group: string): number {
  const rank = (DOCUMENT_GROUPS as readonly string[]).indexOf(group);
  return rank === -1 ? DOCUMENT_GROUPS.length : rank;
}

function toEntry(row: DocumentRow): CatalogEntry {
  return {
    slug: row.slug,
    group: row.groupName as DocumentGroup,
    title: { en: row.titleEn, es: row.titleEs },
    position: row.position,
    retiredAt: row.retiredAt,
    replacedBy: row.replacedBySlug,
    sha256: row.sha256,
  };
}

/**
 * The document library as the public side serves it: read from the database at most once per
 * maxAge and shared by every request meanwhile. While the database is away the last catalog read
 * is used, and the PDFs already served are kept in memory by their SHA-256, so the site keeps
 * serving its forms and fee schedules; a catalog never read is an error. version changes when a
 * read finds the catalog different, which is when the search indexes it again.
 */
export class DocumentCatalog {
  private entriesRead: readonly CatalogEntry[] | null = null;
  private fingerprint = '';
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<readonly CatalogEntry[]> | null = null;
  private changes = 0;
  private readonly maxAgeMs: number;
  private readonly files: LRUCache<string, Buffer>;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Kysely<Database>,
    options: DocumentCatalogOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? CATALOG_MAX_AGE_MS;
    this.files = new LRUCache<string, Buffer>({
      maxSize: options.maxCachedBytes ?? MAX_CACHED_BYTES,
      sizeCalculation: (bytes) => Math.max(bytes.length, 1),
    });
  }

  /** Changes whenever a read finds a different catalog. */
  get version(): number {
    return this.changes;
  }

  /** Every document, retired ones too, by group then position. */
  async entries(): Promise<readonly CatalogEntry[]> {
    if (this.entriesRead && Date.now() - this.readAt < this.maxAgeMs) return this.entriesRead;
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    try {
      return await this.reading;
    } catch (error) {
      if (this.entriesRead) return this.entriesRead;
      throw error;
    }
  }

  /** The document at an address, retired or not; undefined for an address never used. */
  async find(slug: string): Promise<CatalogEntry | undefined> {
    return (await this.entries()).find((entry) => entry.slug === slug);
  }

  /**
   * Where each footer document is now: itself, the document staff retired it for (followed as
   * the 301 redirect is), or nothing when it was retired without a replacement.
   */
  async footerDocuments(): Promise<FooterDocuments> {
    const entries = await this.entries();
    const current = (slug: string, seen: readonly string[]): string | null => {
      const entry = entries.find((candidate) => candidate.slug === slug);
      if (!entry) return null;
      if (entry.retiredAt === null) return slug;
      const next = entry.replacedBy;
      return next && !seen.includes(next) ? current(next, [...seen, next]) : null;
    };
    return {
      documents: FOOTER_DOCUMENT_SLUGS.map((slug) => ({ slug, current: current(slug, [slug]) })),
    };
  }

  /** The listed documents, grouped, in the order the public lists show them. */
  async listing(): Promise<DocumentGroupListing[]> {
    return listDocumentsByGroup(await this.entries());
  }

  /**
   * Staff changed the library on this process: the next request reads it again, and whoever
   * listens (the documents' texts) looks at once rather than at its next check.
   */
  changed(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
    this.reading = null;
    for (const listener of this.listeners) listener();
  }

  /** Calls listener after every change made on this process; answers how to stop. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The bytes of a stored file: from memory when served lately, else from the database. */
  async fileBytes(sha256: string): Promise<Buffer | undefined> {
    const cached = this.files.get(sha256);
    if (cached) return cached;
    const bytes = await readFileBytes(this.db, 'documentFile', { sha256 });
    if (bytes) this.files.set(sha256, bytes);
    return bytes;
  }

  private async read(): Promise<readonly CatalogEntry[]> {
    const entries = (await listDocumentRows(this.db))
      .map(toEntry)
      .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.position - b.position);
    const fingerprint = JSON.stringify(entries);
    if (fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint;
      this.changes += 1;
    }
    this.entriesRead = entries;
    this.readAt = Date.now();
    return entries;
  }
}

/** The listed (not retired) documents with a file, grouped, groups in the site's order. */
export function listDocumentsByGroup(entries: readonly CatalogEntry[]): DocumentGroupListing[] {
  const groups = new Map<DocumentGroup, DocumentGroupListing>();
  for (const entry of entries) {
    if (entry.retiredAt !== null || entry.sha256 === null) continue;
    const listing = groups.get(entry.group) ?? { group: entry.group, documents: [] };
    listing.documents.push({ slug: entry.slug, title: entry.title, url: documentUrl(entry.slug) });
    groups.set(entry.group, listing);
  }
  return Array.from(groups.values());
}
