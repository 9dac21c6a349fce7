import { defineConfig } from '../platform/config/config-table';
import { integer } from '../platform/config/parsers';

/** 10 MB: a job announcement with a scanned page or two fits with room to spare. */
const CAREER_DOCUMENT_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** The settings of the job postings. */
export const CAREERS_CONFIG_VARIABLES = defineConfig([
  {
    name: 'CAREER_DOCUMENT_MAX_BYTES',
    ...integer({ min: 1024, max: 64 * 1024 * 1024, default: CAREER_DOCUMENT_DEFAULT_MAX_BYTES }),
    description: 'largest job-posting PDF careers staff may upload, in bytes (10 MB)',
  },
]);
