// Adds lock entries (name and version, optional) for optional dependencies that npm left out of
// package-lock.json. A registry that does not carry every platform's prebuilt binaries (macOS,
// Windows, other CPUs of @swc/core, sass-embedded, @rspack/binding...) makes npm omit them, and
// `npm ci` then refuses the lock as out of sync. With the entries present, npm ci skips them as
// it skips any optional package it cannot install. Run after changing dependencies:
//   npm run lockfile
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const file = path.join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}
const sorted = Object.entries(packages).sort(([a], [b]) =>
  a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
);
lock.packages = Object.fromEntries(sorted);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional entries added`);
