// `npm run test:changed [-- --base REV]`: the inner loop. Finds the workspaces a change touches
// (uncommitted files, or everything since REV), adds the workspaces that depend on them, and
// runs for those only: types, lint and Prettier on the changed files, their jest projects, and
// the browser tests that reach them (see browser-selection.mjs). The full run stays with
// `npm test`, which CI runs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSelection } from './browser-selection.mjs';
import { buildMissing, ROOT, runOrExit } from './lib.mjs';
import { TYPECHECKS } from './typecheck.mjs';

/** Each workspace: its folder, the jest projects holding its tests, how to check its types. */
const WORKSPACES = [
  { folder: 'api/contract', jest: ['api'], typecheck: TYPECHECKS.api },
  { folder: 'shell/kit', jest: ['kit'], typecheck: TYPECHECKS['shell/kit'] },
  { folder: 'shell', jest: ['shell'], typecheck: TYPECHECKS.shell },
  { folder: 'mfe-info', jest: ['mfe-info'], typecheck: TYPECHECKS['mfe-info'] },
  { folder: 'mfe-jury', jest: ['mfe-jury'], typecheck: TYPECHECKS['mfe-jury'] },
  { folder: 'mfe-forms', jest: ['mfe-forms'], typecheck: TYPECHECKS['mfe-forms'] },
  { folder: 'mfe-careers', jest: ['mfe-careers'], typecheck: TYPECHECKS['mfe-careers'] },
  { folder: 'api', jest: ['api'], typecheck: TYPECHECKS.api },
  { folder: 'tests', jest: [], typecheck: TYPECHECKS.tests },
];

function packageOf(folder) {
  return JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
}

const names = new Map(WORKSPACES.map((workspace) => [packageOf(workspace.folder).name, workspace]));

/** The workspace a file belongs to: the one with the longest folder that holds it. */
function workspaceOf(file) {
  return WORKSPACES.filter(({ folder }) => file.startsWith(`${folder}/`)).sort(
    (a, b) => b.folder.length - a.folder.length,
  )[0];
}

function git(args) {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '');
}

const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'HEAD';
const changed = [
  ...new Set([
    ...git(['diff', '--name-only', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
].filter((file) => existsSync(path.join(ROOT, file)));

const touched = new Set(changed.map(workspaceOf).filter((workspace) => workspace !== undefined));
// Dependants, until nothing more is added: a change to the contract reaches every app.
for (let grew = true; grew;) {
  grew = false;
  for (const workspace of WORKSPACES) {
    if (touched.has(workspace)) continue;
    const manifest = packageOf(workspace.folder);
    const uses = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    if (uses.some((name) => touched.has(names.get(name)))) {
      touched.add(workspace);
      grew = true;
    }
  }
}
// A change outside every workspace (root scripts, configuration) can reach any of them.
const outside = changed.filter((file) => workspaceOf(file) === undefined);
const selected = outside.some((file) => /\.(m?js|json|ts)$/.test(file))
  ? WORKSPACES
  : WORKSPACES.filter((workspace) => touched.has(workspace));

if (selected.length === 0) {
  console.log('Nothing changed since', base);
  process.exit(0);
}
console.log(
  `Changed: ${changed.length} files. Checking: ${selected.map((w) => w.folder).join(', ')}`,
);

const browser = browserSelection(changed);
const runsBrowser = browser.all || browser.specs.length > 0;

/** Types, lint, formatting and jest for the selected workspaces, one after another. */
async function checkCode() {
  const typechecks = new Map(
    selected.map((workspace) => [workspace.typecheck.join(' '), workspace]),
  );
  for (const workspace of typechecks.values()) {
    await runOrExit('npx', workspace.typecheck);
  }
  const lintable = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
  if (lintable.length > 0) await runOrExit('npx', ['eslint', ...lintable]);
  await runOrExit('npx', ['prettier', '--check', '--ignore-unknown', ...changed]);
  const projects = [...new Set(selected.flatMap((workspace) => workspace.jest))];
  if (projects.length > 0) {
    await runOrExit('npx', [
      'jest',
      ...projects.flatMap((project) => ['--selectProjects', project]),
    ]);
  }
}

/** The browser suite runs against the production build: rebuild what the change touched. */
async function rebuild() {
  if (!runsBrowser) return;
  if (browser.all) await runOrExit('npm', ['run', 'build']);
  for (const app of browser.rebuild) await runOrExit('npm', ['run', 'build', '-w', app]);
  await buildMissing();
}

// Type checking and lint use one core each; the rebuild takes the other meanwhile.
await Promise.all([checkCode(), rebuild()]);

console.log(`\nBrowser tests: ${browser.reason}`);
if (runsBrowser) {
  // One run for the walks and the specs the change reaches, side by side: each project keeps
  // its own number of workers (tests/playwright.config.ts), and together they use the time each
  // spends waiting on servers and pages.
  await runOrExit('npm', ['run', 'test', '-w', 'tests', '--', '--workers=5', ...browser.specs], {
    env: { ...process.env, ...browser.env },
  });
}
