import { mkdir, writeFile } from 'node:fs/promises';
import { COURT_DOCUMENTS } from '@court/contract';
import { loadConfig } from '../config';
import { createSampleDocument, documentPath } from '../documents/library';
import { createLogger } from '../platform/logger';

/**
 * `npm run documents:samples -w api`: writes a labelled sample PDF for every catalog entry into
 * DOCUMENTS_DIR. Existing files are overwritten; real documents belong in that folder instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  await mkdir(config.documentsDir, { recursive: true });
  for (const document of COURT_DOCUMENTS) {
    await writeFile(documentPath(config.documentsDir, document), createSampleDocument(document));
  }
  logger.info(
    { count: COURT_DOCUMENTS.length, folder: config.documentsDir },
    'sample documents written',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
