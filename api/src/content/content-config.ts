import path from 'node:path';
import { defineConfig } from '../platform/config/config-table';
import { optionalRepoPath } from '../platform/config/parsers';
import { REPO_ROOT } from '../platform/paths';

const DEFAULT_COPY_FILE = 'data/published-content.json';

/** The settings of the court's content. */
export const CONTENT_CONFIG_VARIABLES = defineConfig([
  {
    name: 'CONTENT_COPY_FILE',
    ...optionalRepoPath(),
    default: `(unset: <repo>/${DEFAULT_COPY_FILE}; none with NODE_ENV=test)`,
    description:
      "where the API keeps a copy of the court's published content (facts, hours, FAQs, officials), so a process started while the database is away shows the court's own rather than the sample facts; the officials' photos it served are kept in a folder beside it (`published-content-files`); nothing in it is personal",
  },
]);

/**
 * The copy's file: the setting, else the default one. Tests share the repository folder and run
 * side by side, so a test server has none unless it names its own.
 */
export function contentCopyFile(setting: string | null, nodeEnv: string): string | null {
  if (setting !== null) return setting;
  return nodeEnv === 'test' ? null : path.resolve(REPO_ROOT, DEFAULT_COPY_FILE);
}
