import { parseArgs } from 'node:util';
import { DOCUMENT_GROUPS, type DocumentGroup } from '@court/contract';
import { loadConfig } from '../config';
import { importDocumentFolder, seedDocumentLibrary } from '../documents';
import { systemClock } from '../platform/clock';
import { createDatabase } from '../platform/database/database';
import { migrateToLatest } from '../platform/database/migrate';
import { createLogger } from '../platform/logger';

const USAGE = `Usage: npm run documents:import -w api -- <folder> [--group <group>]

Imports every <address>.pdf of the folder into the document library: a file whose address is a
document already becomes its current file; any other is added to the group (default other-forms),
titled after its address until staff retitle it at /staff/documents.
Groups: ${DOCUMENT_GROUPS.join(', ')}`;

function isDocumentGroup(value: string): value is DocumentGroup {
  return (DOCUMENT_GROUPS as readonly string[]).includes(value);
}

/** `npm run documents:import -w api -- <folder>`: a court's own PDFs into the library. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { group: { type: 'string', default: 'other-forms' } },
  });
  const [folder] = positionals;
  const group = values.group ?? 'other-forms';
  if (!folder || positionals.length > 1 || !isDocumentGroup(group)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { db, dialect } = createDatabase(config);
  try {
    await migrateToLatest(db, dialect, config.postgresSchema);
    // The built-in catalog first, so a court's file for one of its addresses replaces the sample.
    await seedDocumentLibrary(db, { documentsDir: config.documentsDir, clock: systemClock });
    const report = await importDocumentFolder(db, {
      folder,
      group,
      clock: systemClock,
      importedBy: null,
    });
    logger.info(report, 'documents imported');
    if (report.skipped.length > 0) process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
