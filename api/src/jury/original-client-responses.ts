import type { JurorSignupResponse } from '@court/contract';
import type { FormResponseShape } from '../forms';

/**
 * Marks the second and later messages of one field in the schema's errors: the pipeline keeps
 * one message per error path, and a juror sign-up field can break two rules (rules 4 and 5 on
 * the carrier), so each further message travels under "carrier~2" until the answer joins them.
 */
export const FURTHER_MESSAGE_MARK = '~';

function fieldOf(key: string): string {
  const mark = key.indexOf(FURTHER_MESSAGE_MARK);
  return mark === -1 ? key : key.slice(0, mark);
}

/** A field's messages as one text, in the order the rules found them. */
export function joinByField(errors: Record<string, string>): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = fieldOf(key);
    joined[field] = joined[field] === undefined ? message : `${joined[field]} ${message}`;
  }
  return joined;
}

/**
 * The juror sign-up answers as the court's original page expects: { success: true } when kept;
 * otherwise { error } with a 4xx status, where an invalid sign-up's error is every message joined
 * in the rules' order (that page showed them together) and errors has them by field.
 */
export const JUROR_SIGNUP_RESPONSES: FormResponseShape = {
  accepted: (): JurorSignupResponse => ({ success: true }),
  invalid: (errors): JurorSignupResponse => ({
    error: Object.values(errors).join(' '),
    errors: joinByField(errors),
  }),
  invalidStatus: 400,
  refused: (error): JurorSignupResponse => ({ error }),
};
