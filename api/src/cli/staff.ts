import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  STAFF_ROLES,
  type StaffAccount,
} from '@court/contract';
import {
  createStaffAccount,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffAccountDisabled,
  StaffAccountError,
} from '../staff/cli-account-service';
import { listStaffAccounts } from '../staff/staff-account-list';
import { runDatabaseCommand, type DatabaseCommandDeps } from './database-command';

/** Exit codes of `npm run staff`. */
export const EXIT_OK = 0;
/** The command was understood but refused: unknown account, existing username, bad value. */
export const EXIT_REFUSED = 1;
/** The command line itself is wrong: unknown command or option, missing option. */
export const EXIT_USAGE = 2;

export const USAGE = `Usage: npm run staff -- <command> [options]

Commands:
  create --username U --display-name "D" --email E --roles careers,jury
                                  create an account; asks for the password
  reset-password --username U     set a new password (also lifts sign-in delays)
  reset-second-factor --username U
                                  remove the authentication app, recovery codes and
                                  passkeys of a person who lost their phone and end their
                                  sessions; they set up a second factor again when they
                                  next sign in
  disable --username U            refuse sign-in and end the account's sessions
  enable --username U             allow sign-in again
  list                            list the accounts (never the passwords or secrets)

Roles: ${STAFF_ROLES.join(', ')} (admin may use every staff tool).
The password is asked without echo on a terminal, or read from the first line of
standard input when it is piped. It needs at least ${MIN_PASSWORD_LENGTH} characters.
The database is the server's: DATABASE_URL, or SQLITE_FILE when it is unset.
`;

/** Standard input as the CLI uses it; a terminal adds isTTY and setRawMode. */
export type CliInput = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

export interface CliIo {
  stdin: CliInput;
  stdout: Writable;
  stderr: Writable;
}

class UsageError extends Error {}

/** Reads one line from a terminal without echoing it. */
function readHiddenLine(stdin: CliInput, stdout: Writable, prompt: string): Promise<string> {
  const setRawMode = stdin.setRawMode?.bind(stdin);
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    let value = '';
    const finish = (error: Error | null): void => {
      stdin.off('data', onData);
      setRawMode?.(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string): void => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return finish(null);
        // Ctrl-C and Ctrl-D: the terminal is raw, so they arrive as characters.
        if (char === '\u0003' || char === '\u0004') return finish(new UsageError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    setRawMode?.(true);
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** The first line of piped input (a password manager or a script), without its line ending. */
async function readFirstLine(stdin: CliInput): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
    if (text.includes('\n') || text.length > MAX_PASSWORD_LENGTH * 4) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) return readFirstLine(io.stdin);
  const password = await readHiddenLine(io.stdin, io.stdout, 'Password: ');
  const repeated = await readHiddenLine(io.stdin, io.stdout, 'Repeat the password: ');
  if (password !== repeated) {
    throw new StaffAccountError('invalid', 'The two passwords are not the same.');
  }
  return password;
}

function requireOption(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value.trim() === '') throw new UsageError(`Missing --${name}.`);
  return value;
}

/** "app", "app, 2 passkeys", "1 passkey" or "none". */
function secondFactorText({ secondFactor, passkeys }: StaffAccount): string {
  const parts = [
    ...(secondFactor ? ['app'] : []),
    ...(passkeys > 0 ? [`${passkeys} passkey${passkeys === 1 ? '' : 's'}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'none';
}

function formatAccounts(accounts: StaffAccount[]): string {
  if (accounts.length === 0) return 'No staff accounts yet.\n';
  const rows = accounts.map((account) => {
    const status = account.disabled
      ? 'disabled'
      : !account.passwordSet
        ? 'active, no password set yet'
        : account.signInSlowedUntil !== null
          ? `active, sign-in slowed until ${account.signInSlowedUntil}`
          : 'active';
    return [
      account.username,
      account.displayName,
      account.email,
      account.roles.join(','),
      secondFactorText(account),
      status,
    ];
  });
  const header = ['USERNAME', 'NAME', 'E-MAIL', 'ROLES', 'SECOND FACTOR', 'STATUS'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
    .concat('\n');
}

/**
 * Runs one staff command against an open database and returns the exit code. Messages go to
 * io.stdout (success) and io.stderr (problems); passwords are read from io.stdin.
 */
export async function runStaffCommand(
  argv: string[],
  deps: DatabaseCommandDeps,
  io: CliIo,
): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        username: { type: 'string' },
        'display-name': { type: 'string' },
        email: { type: 'string' },
        roles: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...extra] = positionals;
    if (values.help === true || command === 'help') {
      io.stdout.write(USAGE);
      return EXIT_OK;
    }
    if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}.`);
    const options: Record<string, string | undefined> = {
      username: values.username,
      'display-name': values['display-name'],
      email: values.email,
      roles: values.roles,
    };
    switch (command) {
      case 'create': {
        const account = {
          username: requireOption(options, 'username'),
          displayName: requireOption(options, 'display-name'),
          email: requireOption(options, 'email'),
          roles: requireOption(options, 'roles'),
        };
        const password = await readPassword(io);
        const created = await createStaffAccount(deps, account, password);
        io.stdout.write(`Created ${created.username} with roles ${created.roles.join(', ')}.\n`);
        return EXIT_OK;
      }
      case 'reset-password': {
        const username = requireOption(options, 'username');
        const password = await readPassword(io);
        await resetStaffPassword(deps, username, password);
        io.stdout.write(
          `New password set for ${username.trim().toLowerCase()}; sign-in delays lifted.\n`,
        );
        return EXIT_OK;
      }
      case 'reset-second-factor': {
        const username = requireOption(options, 'username');
        await resetStaffSecondFactor(deps, username);
        io.stdout.write(
          `Authentication app, recovery codes and passkeys removed for ${username.trim().toLowerCase()}; their sessions ended.\n`,
        );
        return EXIT_OK;
      }
      case 'disable':
      case 'enable': {
        const username = requireOption(options, 'username');
        await setStaffAccountDisabled(deps, username, command === 'disable');
        io.stdout.write(`${username.trim().toLowerCase()} is now ${command}d.\n`);
        return EXIT_OK;
      }
      case 'list':
        io.stdout.write(formatAccounts(await listStaffAccounts(deps)));
        return EXIT_OK;
      case undefined:
        throw new UsageError('Give a command.');
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof StaffAccountError) {
      io.stderr.write(`${error.message}\n`);
      return EXIT_REFUSED;
    }
    // parseArgs reports unknown options with an error carrying an ERR_PARSE_ARGS_* code.
    const isParseError =
      typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || isParseError) {
      io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

if (require.main === module) {
  runDatabaseCommand(
    USAGE,
    (argv, deps) =>
      runStaffCommand(argv, deps, {
        stdin: process.stdin,
        stdout: process.stdout,
        stderr: process.stderr,
      }),
    EXIT_USAGE,
  );
}
