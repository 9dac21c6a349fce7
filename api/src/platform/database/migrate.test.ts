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

  it('refuses two migrations of the same name from different sets', () => {
    expect(() => joinMigrations({ '202701011000-a': noop }, { '202701011000-a': noop })).toThrow(
      'Two migrations are named 202701011000-a.',
    );
    expect(Object.keys(joinMigrations({ b: noop }, { a: noop }))).toEqual(['b', 'a']);
  });
});
