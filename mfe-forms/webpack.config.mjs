import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@court/kit/build/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));
const routes = JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8'));

export default (_env, argv) => remoteConfig({ dir, mode: argv.mode, ...routes });
