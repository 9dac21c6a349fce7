import type { Kysely } from 'kysely';
import { openField, sealField, type FieldKeyring } from '../platform/crypto/field-encryption';
import type { Database } from '../platform/database/schema';
import { SSN_CONTEXT } from './definitions/driving-privileges-form';
import {
  findSsnsSealedWithOtherKeys,
  updateSealedSsn,
} from './definitions/driving-privileges-request-repository';

const BATCH_SIZE = 200;

/**
 * Re-seals every stored SSN that another key sealed under the keyring's current key, a batch
 * per transaction, so a rotation can stop and start again safely. The number re-sealed.
 */
export async function resealUnderCurrentKey(
  db: Kysely<Database>,
  keyring: FieldKeyring,
): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await db.transaction().execute(async (trx) => {
      const rows = await findSsnsSealedWithOtherKeys(trx, keyring.current.id, BATCH_SIZE);
      for (const row of rows) {
        const plain = openField(keyring, SSN_CONTEXT, row.ssnEncrypted);
        await updateSealedSsn(trx, row.id, sealField(keyring, SSN_CONTEXT, plain));
      }
      return rows.length;
    });
    total += moved;
    if (moved < BATCH_SIZE) return total;
  }
}
