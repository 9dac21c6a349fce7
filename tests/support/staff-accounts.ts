import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_SQLITE_FILE, REPO_ROOT } from './server';

function runStaffCli(args: string[], password: string): void {
  execFileSync('node', [path.join(REPO_ROOT, 'api/dist/src/cli/staff.js'), ...args], {
    input: `${password}\n`,
    env: { ...process.env, SQLITE_FILE: E2E_SQLITE_FILE, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

/**
 * Creates a staff account in the suite server's database with the README's CLI command. A
 * worker restarted after a failure finds the account made: it then resets its password, which
 * also lifts a lockout.
 */
export function createStaffAccount(username: string, password: string, roles: string[]): void {
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
    );
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes('already exists')) throw error;
    runStaffCli(['reset-password', '--username', username], password);
  }
}
