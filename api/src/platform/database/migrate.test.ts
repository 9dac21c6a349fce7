import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely/migration';
import { API_ROOT } from '../paths';
import { joinMigrations, migrationProvider } from './migrate';

const noop: Migration = { up: () => Promise.resolve() };

/** The migration files under src/, wherever their feature keeps them, by name. */
function migrationFiles(): string[] {
  const source = path.join(API_ROOT, 'src');
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(path.dirname(file)) === 'migrations')
    .map((file) => path.basename(file))
    .filter((name) => /^\d{4,}-[\w-]+\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => name.replace(/\.ts$/, ''));
}

describe('the migration list', () => {
  it('runs every migration file, from platform and from each feature, in the order of its name', async () => {
    const names = Object.keys(await migrationProvider('sqlite').getMigrations());
    expect([...names].sort()).toEqual(migrationFiles().sort());
    expect(names).toContain('0001-initial');
    expect(names).toContain('202611291000-staff-passkeys');
    expect(names).toContain('202612061000-official-photos');
  });

  it('keeps every name a migrated database has recorded, in the order they ran', async () => {
    // Kysely records these names and runs them in this order (localeCompare, its default): a
    // migration moved between folders keeps both, and a new one is added here as it is written.
    const names = Object.keys(await migrationProvider('sqlite').getMigrations());
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual([
      '0001-initial',
      '202603021500-contact-message',
      '202603021600-staff-accounts',
      '202611231200-form-submissions',
      '202611231210-scheduled-jobs',
      '202611231220-rate-limits',
      '202611231300-career-documents',
      '202611231400-juror-registrations',
      '202611231500-juror-notices',
      '202611231600-sign-in-throttle',
      '202611241000-site-alerts',
      '202611241100-search-misses',
      '202611261000-staff-password-links',
      '202611271000-staff-second-factor',
      '202611281000-staff-single-sign-on',
      '202611291000-staff-passkeys',
      '202611301000-document-library',
      '202612011000-hearings',
      '202612021000-court-date-reminders',
      '202612031000-code-quotas-and-factor-failures',
      '202612041000-court-content',
      '202612051000-content-cancel',
      '202612061000-official-photos',
      '202612071000-juror-stop-columns',
    ]);
  });

  it('refuses two migrations of the same name from different sets', () => {
    expect(() => joinMigrations({ '202701011000-a': noop }, { '202701011000-a': noop })).toThrow(
      'Two migrations are named 202701011000-a.',
    );
    expect(Object.keys(joinMigrations({ b: noop }, { a: noop }))).toEqual(['b', 'a']);
  });
});
