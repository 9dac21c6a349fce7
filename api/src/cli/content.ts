import { readFile, writeFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import {
  ContentFileError,
  exportContent,
  importContent,
  readContentFile,
  type ContentTransferDeps,
} from '../content';
import { runDatabaseCommand } from './database-command';

/** Exit codes of `npm run content`. */
export const EXIT_OK = 0;
/** The file could not be read or written, or has a problem: nothing was changed. */
export const EXIT_REFUSED = 1;
/** The command line itself is wrong. */
export const EXIT_USAGE = 2;

export const USAGE = `Usage: npm run content -- <command> FILE

Commands:
  export FILE   write the content the site shows now (facts, hours, links, contacts,
                directions, both FAQs, officials and their photos) to FILE, as JSON;
                FILE must not exist yet
  import FILE   check FILE whole and publish what differs from the site as new versions;
                a file with any problem changes nothing, and each problem is listed with
                where it is. The versions before stay, to restore in the staff tool; a
                version set to show later is cancelled for each kind the file carries.

The database is the server's: DATABASE_URL, or SQLITE_FILE when it is unset. Running
servers show an import within a second.
`;

export interface ContentCliIo {
  stdout: Writable;
  stderr: Writable;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function importFile(
  file: string,
  deps: ContentTransferDeps,
  io: ContentCliIo,
): Promise<number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    io.stderr.write(`${file} could not be read as JSON: ${errorText(error)}\nNothing changed.\n`);
    return EXIT_REFUSED;
  }
  try {
    const report = await importContent(deps, await readContentFile(parsed));
    for (const [kind, outcome] of Object.entries(report)) {
      if (outcome === 'absent') {
        io.stdout.write(
          `${kind}: not in the file (made before it was content); left as the site shows it.\n`,
        );
        continue;
      }
      if (outcome.cancelled.length > 0) {
        io.stdout.write(
          `${kind}: cancelled version ${outcome.cancelled.join(', ')}, set to show later.\n`,
        );
      }
      io.stdout.write(
        outcome.version === null
          ? `${kind}: the same as the site shows; nothing published.\n`
          : `${kind}: published as version ${outcome.version}.\n`,
      );
    }
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    io.stderr.write(`${file}: ${error.message}\nNothing changed.\n`);
    return EXIT_REFUSED;
  }
}

/** Runs one command; answers the exit code. */
export async function runContentCommand(
  args: readonly string[],
  deps: ContentTransferDeps,
  io: ContentCliIo,
): Promise<number> {
  const [command, file, ...rest] = args;
  if ((command !== 'export' && command !== 'import') || !file || rest.length > 0) {
    io.stderr.write(
      `${command ? `Unknown or incomplete command "${args.join(' ')}".` : 'Give a command.'}\n\n${USAGE}`,
    );
    return EXIT_USAGE;
  }
  if (command === 'import') return importFile(file, deps, io);
  const content = await exportContent(deps);
  try {
    await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
  } catch (error) {
    io.stderr.write(`${file} was not written: ${errorText(error)}\n`);
    return EXIT_REFUSED;
  }
  io.stdout.write(`The content the site shows now is in ${file}.\n`);
  return EXIT_OK;
}

if (require.main === module) {
  runDatabaseCommand(
    USAGE,
    (argv, deps) =>
      runContentCommand(argv, deps, { stdout: process.stdout, stderr: process.stderr }),
    EXIT_USAGE,
  );
}
