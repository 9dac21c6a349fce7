import { defineConfig } from '../platform/config/config-table';
import { atLeast, integer, text } from '../platform/config/parsers';

// Outside production only, and named so that nobody mistakes it for a real secret.
const DEVELOPMENT_PROOF_OF_WORK_SECRET =
  'development-only proof-of-work secret, never in production';

/** The settings of the public forms: where each is announced, the proof of work, retention. */
export const FORMS_CONFIG_VARIABLES = defineConfig([
  {
    name: 'MAILBOX_DRIVING_PRIVILEGES',
    ...text(),
    default: '(COURT_MAILBOX)',
    description: 'where limited driving privileges applications are announced (never with the SSN)',
  },
  {
    name: 'MAILBOX_ZOOM_HEARING',
    ...text(),
    default: '(COURT_MAILBOX)',
    description: 'where zoom hearing registrations are announced',
  },
  {
    name: 'MAILBOX_INTERPRETER',
    ...text(),
    default: '(COURT_MAILBOX)',
    description: 'where interpreter requests are announced',
  },
  {
    name: 'MAILBOX_CONTACT_US',
    ...text(),
    default: '(COURT_MAILBOX)',
    description: 'where contact-us messages are sent',
  },
  {
    name: 'PROOF_OF_WORK_SECRET',
    ...atLeast(32, DEVELOPMENT_PROOF_OF_WORK_SECRET),
    default: 'development secret',
    secret: true,
    requiredInProduction: true,
    description:
      "HMAC secret that signs the forms' proof-of-work challenges and the one-use tokens of forms sent without JavaScript (32+ characters)",
  },
  {
    name: 'PROOF_OF_WORK_MAX_COUNTER',
    ...integer({ min: 10, max: 10_000_000, default: 15000 }),
    description: 'difficulty of the proof-of-work: a phone tries about half this many hashes',
  },
  {
    name: 'FORM_POSTS_WITHOUT_SCRIPT_PER_MINUTE',
    ...integer({ min: 1, max: 100_000, default: 5 }),
    description:
      'forms sent without JavaScript (no proof of work, a one-use token instead) allowed per client IP per minute, all forms together',
  },
  {
    name: 'FORM_TOKEN_MIN_SECONDS',
    ...integer({ min: 0, max: 60, default: 2 }),
    description:
      'seconds a copy of a form must have been open before it is sent without JavaScript (people do not fill a court form faster; robots do)',
  },
  {
    name: 'SUBMISSION_RETENTION_DAYS',
    ...integer({ min: 1, max: 3650, default: 90 }),
    description: 'days a processed form submission is kept before the daily purge deletes it',
  },
]);
