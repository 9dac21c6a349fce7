import { defineConfig } from '../platform/config/config-table';
import { integer } from '../platform/config/parsers';

/** The settings of the jury office's features. */
export const JURY_CONFIG_VARIABLES = defineConfig([
  {
    name: 'JUROR_REGISTRATION_RETENTION_DAYS',
    ...integer({ min: 0, max: 3650, default: 14 }),
    description: "days after a juror's service date the notification sign-up is deleted",
  },
]);
