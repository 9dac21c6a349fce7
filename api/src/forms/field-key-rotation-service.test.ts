import { parseFieldKey } from '../platform/crypto/field-encryption';
import { submitForm } from '../testing/form-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { drivingPrivilegesForm } from './definitions';
import { resealUnderCurrentKey } from './field-key-rotation-service';

const APPLICATION = {
  firstName: 'Pat',
  lastName: 'Jones',
  ssn: '123-45-6789',
  dob: '1988-07-04',
  caseNumber: '2026TRD04567',
  cellPhone: '3305550177',
  address: '12 Elm St',
  locations: [
    { type: 'Other', name: 'Class', address: '1 Main St', days: { friday: true }, hours: '6 pm' },
  ],
  proofOfInsurance: { agentName: 'Lee', agentPhone: '3305550199', policyNumber: 'P1' },
};

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  it('re-seals stored SSNs under the new key, and they still open', async () => {
    await submitForm(t.server, 'forms/driving-privileges', APPLICATION);
    await submitForm(t.server, 'forms/driving-privileges', { ...APPLICATION, ssn: '234-56-7890' });
    const newKey = parseFieldKey(`k2:${Buffer.alloc(32, 7).toString('base64')}`, 'TEST');
    const rotated = { current: newKey, previous: [t.config.fieldKeyring.current] };

    expect(await resealUnderCurrentKey(t.database.db, rotated)).toBe(2);
    expect(await resealUnderCurrentKey(t.database.db, rotated)).toBe(0);
    const rows = await t.database.db
      .selectFrom('drivingPrivilegesRequest')
      .select(['submissionId', 'ssnEncrypted'])
      .orderBy('id')
      .execute();
    expect(rows.every((row) => row.ssnEncrypted.startsWith('k2.'))).toBe(true);

    // Without the old key, the rotated values still open under the new one.
    const config = { ...t.config, fieldKeyring: { current: newKey, previous: [] } };
    const ssn = await drivingPrivilegesForm.revealProtectedNumber?.(
      t.database.db,
      rows[1]?.submissionId ?? 0,
      { db: t.database.db, clock: t.clock, config },
    );
    expect(ssn).toBe('234-56-7890');
  });
});
