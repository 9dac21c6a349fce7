import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { hostConfig } from '@court/kit/build/federation';

export default (_env, argv) =>
  hostConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), mode: argv.mode });
