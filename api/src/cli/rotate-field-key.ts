import { loadConfig } from '../config';
import { resealUnderCurrentKey } from '../forms/field-key-rotation-service';
import { createDatabase } from '../platform/database/database';
import { migrateToLatest } from '../platform/database/migrate';
import { resealSecondFactorSecrets } from '../staff';

/**
 * `npm run rotate-field-key`: after FIELD_ENCRYPTION_KEY names a new key and the old one has
 * moved to FIELD_ENCRYPTION_PREVIOUS_KEYS, re-seals every stored SSN and staff authentication-app
 * secret under the new key. When it reports 0 left, the old key can be removed from the
 * configuration.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = createDatabase(config);
  try {
    await migrateToLatest(db, dialect, config.postgresSchema);
    const count =
      (await resealUnderCurrentKey(db, config.fieldKeyring)) +
      (await resealSecondFactorSecrets(db, config.fieldKeyring));
    process.stdout.write(
      `Re-sealed ${count} stored value(s) under key "${config.fieldKeyring.current.id}".\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  // Only the error's message: a stack could carry configuration details.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
