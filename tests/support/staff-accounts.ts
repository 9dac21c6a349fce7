import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_SQLITE_FILE, REPO_ROOT } from './server';

function runStaffCli(args: string[], password: string, sqliteFile: string): void {
  execFileSync('node', [path.join(REPO_ROOT, 'api/dist/src/cli/staff.js'), ...args], {
    input: `${password}\n`,
    env: { ...process.env, SQLITE_FILE: sqliteFile, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

/**
 * Creates a staff account in the suite server's database (or the given SQLite file of a server
 * a spec starts itself) with the README's CLI command. A worker restarted after a failure finds
 * the account made: it then resets its password, which also lifts any sign-in delay.
 */
export function createStaffAccount(
  username: string,
  password: string,
  roles: string[],
  sqliteFile = E2E_SQLITE_FILE,
): void {
  try {
    runStaffCli(
      [
        'create',
        '--username',
        username,
        '--display-name',
        `E2E ${username}`,
        '--email',
        `${username}@example.org`,
        '--roles',
        roles.join(','),
      ],
      password,
      sqliteFile,
    );
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes('already exists')) throw error;
    runStaffCli(['reset-password', '--username', username], password, sqliteFile);
  }
}
