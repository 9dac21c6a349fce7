import { HONEYPOT_FIELD } from '@court/contract';
import { emptyAnswers } from '@court/contract/schemas';
import type { AnyObjectSchema, InferType } from 'yup';

/**
 * A court form before anything is typed, read from the contract's schema (see emptyAnswers), plus
 * the robot trap the API expects empty.
 */
export function emptyCourtForm<S extends AnyObjectSchema>(
  schema: S,
): InferType<S> & { [HONEYPOT_FIELD]: string } {
  return { ...(emptyAnswers(schema) as InferType<S>), [HONEYPOT_FIELD]: '' };
}
