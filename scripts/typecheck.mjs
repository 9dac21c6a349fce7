// `npm run typecheck`: TypeScript strict in every workspace, a compiler per core at a time. The
// API builds its project references (the contract with it); the others only check.
import { pathToFileURL } from 'node:url';
import { runPooled } from './lib.mjs';

/** Each workspace folder and the compiler run that checks its types, slowest first. */
export const TYPECHECKS = {
  api: ['tsc', '-b', 'api'],
  shell: ['tsc', '--noEmit', '-p', 'shell'],
  'shell/kit': ['tsc', '--noEmit', '-p', 'shell/kit'],
  'mfe-forms': ['tsc', '--noEmit', '-p', 'mfe-forms'],
  'mfe-info': ['tsc', '--noEmit', '-p', 'mfe-info'],
  'mfe-jury': ['tsc', '--noEmit', '-p', 'mfe-jury'],
  'mfe-careers': ['tsc', '--noEmit', '-p', 'mfe-careers'],
  tests: ['tsc', '--noEmit', '-p', 'tests'],
};

/** The runs for runPooled, each named by its workspace. */
export const typecheckCommands = () =>
  Object.entries(TYPECHECKS).map(([folder, args]) => ({
    name: `typecheck ${folder}`,
    command: 'npx',
    args,
  }));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failed = (await runPooled(typecheckCommands())).filter(({ code }) => code !== 0);
  for (const { name, code } of failed) console.error(`${name} failed (exit ${code}).`);
  process.exit(failed.length > 0 ? 1 : 0);
}
