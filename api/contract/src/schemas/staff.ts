import { object, string } from 'yup';
import { MAX_PASSWORD_LENGTH } from '@court/contract';

/** An account's longest username. */
const MAX_USERNAME_LENGTH = 64;

/**
 * POST staff/session: a username (not blank, at most twice an account's longest, so spaces typed
 * around one still read) and a password, both as typed.
 */
export const staffSignInRequestSchema = object({
  username: string()
    .strict()
    .required()
    .max(MAX_USERNAME_LENGTH * 2)
    .test('not-blank', (username) => username === undefined || username.trim() !== ''),
  password: string().strict().required().max(MAX_PASSWORD_LENGTH),
});
