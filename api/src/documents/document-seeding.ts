import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { DOCUMENT_GROUPS, type CourtDocument, type DocumentGroup } from '@court/contract';
import type { Clock } from '../platform/clock';
import { isNotFound } from '../platform/file-errors';
import type { Database } from '../platform/database/schema';
import type { InvalidInputError } from '../platform/errors';
import { COURT_DOCUMENTS } from './built-in-catalog';
import { fileContent, storeFiles } from '../platform/files/file-store';
import { addVersion, checkPdf, slugProblem } from './document-library-service';
import { nextPositionIn } from './document-repository';
import { createSampleDocument } from './library';

/** The PDF a court placed in the folder for a document, or undefined when there is none. */
async function readCourtFile(folder: string, slug: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path.join(folder, `${slug}.pdf`));
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Whether the database holds a document already. */
async function hasDocuments(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('document').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Fills an empty library with the catalog the site was built with: for each document, the file of
 * the same name in the documents folder (a court's own PDFs win), else a plainly labelled sample.
 * Does nothing once the library has a document, so staff changes are never undone; two processes
 * starting together both try, and the address's uniqueness lets one of them win.
 */
export async function seedDocumentLibrary(
  db: Kysely<Database>,
  options: { documentsDir: string; clock: Clock; catalog?: readonly CourtDocument[] },
): Promise<{ seeded: number; fromFolder: number }> {
  if (await hasDocuments(db)) return { seeded: 0, fromFolder: 0 };
  const catalog = options.catalog ?? COURT_DOCUMENTS;
  const files = await Promise.all(
    catalog.map((document) => readCourtFile(options.documentsDir, document.slug)),
  );
  const at = options.clock.now().toISOString();
  // A court's file is counted when staff first see it; the sample is one page.
  const seeds = catalog.map((document, index) => {
    const bytes = files[index] ?? createSampleDocument(document);
    return { document, file: { ...fileContent(bytes), pages: files[index] ? null : 1 } };
  });
  const positions = new Map<DocumentGroup, number>();
  const positionOf = (group: DocumentGroup) => {
    const position = positions.get(group) ?? 0;
    positions.set(group, position + 1);
    return position;
  };
  try {
    // A handful of statements for the whole catalog, not a few per document: the first start
    // (and every test that needs the library) waits for it.
    await db.transaction().execute(async (trx) => {
      const fileIds = await storeFiles(
        trx,
        'documentFile',
        seeds.map(({ file }) => file),
        at,
      );
      await trx
        .insertInto('document')
        .values(
          seeds.map(({ document }) => ({
            slug: document.slug,
            groupName: document.group,
            titleEn: document.title.en,
            titleEs: document.title.es,
            position: positionOf(document.group),
            createdAt: at,
          })),
        )
        .execute();
      const documentIds = new Map(
        (await trx.selectFrom('document').select(['id', 'slug']).execute()).map((row) => [
          row.slug,
          row.id,
        ]),
      );
      await trx
        .insertInto('documentVersion')
        .values(
          seeds.map(({ document, file }) => ({
            documentId: documentIds.get(document.slug) ?? 0,
            fileId: fileIds.get(file.sha256) ?? 0,
            uploadedAt: at,
            uploadedBy: null,
          })),
        )
        .execute();
      await trx
        .updateTable('document')
        .set((eb) => ({
          currentVersionId: eb
            .selectFrom('documentVersion')
            .select((inner) => inner.fn.max('documentVersion.id').as('latest'))
            .whereRef('documentVersion.documentId', '=', 'document.id'),
        }))
        .execute();
    });
  } catch (error) {
    if (await hasDocuments(db)) return { seeded: 0, fromFolder: 0 };
    throw error;
  }
  return { seeded: catalog.length, fromFolder: files.filter(Boolean).length };
}

/** What an import did with each file of the folder. */
export interface ImportReport {
  added: string[];
  replaced: string[];
  unchanged: string[];
  /** File name, and why it was left out. */
  skipped: { file: string; reason: string }[];
}

/** A title from an address, for a document the import adds: staff correct it in the tool. */
function titleFromSlug(slug: string): string {
  const words = slug.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function reasonOf(error: unknown): string {
  const errors = (error as Partial<InvalidInputError>).errors;
  return errors ? Object.values(errors).join(', ') : String(error);
}

/**
 * Imports a folder of PDFs named <address>.pdf, for a court's first deployment: a file whose
 * address is a document already becomes its current version (when its content differs); any other
 * is added to `group`, titled after its address in both languages until staff retitle it. Each
 * file is checked to be a real PDF; files that are not, or whose names are not addresses, are
 * reported and left out.
 */
export async function importDocumentFolder(
  db: Kysely<Database>,
  options: { folder: string; group: DocumentGroup; clock: Clock; importedBy: string | null },
): Promise<ImportReport> {
  if (!(DOCUMENT_GROUPS as readonly string[]).includes(options.group)) {
    throw new Error(`Unknown group ${options.group}: use one of ${DOCUMENT_GROUPS.join(', ')}`);
  }
  const report: ImportReport = { added: [], replaced: [], unchanged: [], skipped: [] };
  const names = (await readdir(options.folder)).filter((name) => name.endsWith('.pdf')).sort();
  for (const name of names) {
    const slug = name.slice(0, -'.pdf'.length);
    const problem = slugProblem(slug);
    if (problem) {
      report.skipped.push({ file: name, reason: problem });
      continue;
    }
    let pdf;
    try {
      pdf = await checkPdf(await readFile(path.join(options.folder, name)));
    } catch (error) {
      report.skipped.push({ file: name, reason: reasonOf(error) });
      continue;
    }
    const at = options.clock.now().toISOString();
    const checked = pdf;
    const outcome = await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('document')
        .leftJoin('documentVersion', 'documentVersion.id', 'document.currentVersionId')
        .leftJoin('documentFile', 'documentFile.id', 'documentVersion.fileId')
        .select(['document.id', 'documentFile.sha256'])
        .where('document.slug', '=', slug)
        .executeTakeFirst();
      if (existing?.sha256 === checked.sha256) return 'unchanged' as const;
      let documentId = existing?.id;
      if (documentId === undefined) {
        const title = titleFromSlug(slug);
        ({ id: documentId } = await trx
          .insertInto('document')
          .values({
            slug,
            groupName: options.group,
            titleEn: title,
            titleEs: title,
            position: await nextPositionIn(trx, options.group),
            createdAt: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      }
      await addVersion(trx, documentId, checked, { at, by: options.importedBy });
      return existing ? ('replaced' as const) : ('added' as const);
    });
    report[outcome].push(slug);
  }
  return report;
}
