import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Where the project's files are, for every command and test that reads them.

/** Finds the API package folder by walking up from this file: works from src/ and dist/src/. */
function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && 'name' in parsed) {
        if (parsed.name === '@court/api') return dir;
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @court/api package folder');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot(__dirname);
/** The monorepo root: the folder holding api/, shell/ and mfe-*. */
export const REPO_ROOT = path.dirname(API_ROOT);
