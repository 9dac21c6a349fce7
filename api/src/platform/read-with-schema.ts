import { ValidationError, type ValidateOptions } from 'yup';
import { isRecord } from '@court/contract';
import { ClientError, InvalidInputError } from './errors';

/*
 * Input is read by the contract's yup schemas: what a schema reads a value as, or the message
 * codes it fails with. These read synchronously, since no rule of a body waits for anything.
 */

/** A yup schema, by what it reads a value as. */
export interface ContractSchema<T> {
  validateSync(value: unknown, options?: ValidateOptions): T;
}

/**
 * A body's fields by a schema; a body that is not an object has none. `context` is what the
 * schema's rules read besides the body (a form's rules about the present read { now }).
 */
function validateBody<T>(schema: ContractSchema<T>, input: unknown, context?: object): T {
  return schema.validateSync(isRecord(input) ? input : {}, {
    abortEarly: false,
    stripUnknown: true,
    context,
  });
}

/**
 * A request body read with a contract schema, its rules given `context` if they need one:
 * unknown fields dropped, every problem at once as InvalidInputError (400), each field under its
 * path with the first message code it failed.
 */
export function readBody<T>(schema: ContractSchema<T>, input: unknown, context?: object): T {
  try {
    return validateBody(schema, input, context);
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      errors[failure.path ?? 'form'] ??= failure.errors[0] ?? 'form.invalid';
    }
    throw new InvalidInputError(errors);
  }
}

/**
 * A request body read with a contract schema, any problem refused (400) with the one message
 * `code`: for bodies whose page checks each answer before sending (a sign-in) or that a browser
 * writes (a passkey's answer), so no field shows a message of the API's.
 */
export function readBodyOrRefuse<T>(schema: ContractSchema<T>, input: unknown, code: string): T {
  try {
    return validateBody(schema, input);
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    throw new ClientError(400, code);
  }
}

/** One value read with a contract schema, or the message code of the first rule it breaks. */
export function readValue<T>(
  schema: ContractSchema<T>,
  value: unknown,
): { value: T; problem: null } | { value: undefined; problem: string } {
  try {
    return { value: schema.validateSync(value), problem: null };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { value: undefined, problem: error.errors[0] ?? 'form.invalid' };
  }
}
