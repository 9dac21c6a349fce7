// `npm run config:readme`: writes the configuration table of the API (api/src/config.ts) into
// README.md, from the compiled API, which the npm script builds first.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
const { CONFIG_VARIABLES } = require('../api/dist/src/config.js');
const { withConfigTable } = require('../api/dist/src/platform/config/readme-table.js');

const file = path.join(ROOT, 'README.md');
const readme = readFileSync(file, 'utf8');
const updated = withConfigTable(readme, CONFIG_VARIABLES);
if (updated === readme) {
  console.log(
    `README.md: the configuration table is up to date (${CONFIG_VARIABLES.length} variables)`,
  );
} else {
  writeFileSync(file, updated);
  console.log(`README.md: configuration table written (${CONFIG_VARIABLES.length} variables)`);
}
