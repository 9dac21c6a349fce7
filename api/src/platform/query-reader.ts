import { InvalidInputError } from './errors';

type QueryValue = string | string[] | undefined;

/**
 * Reads a staff list's query string field by field, collecting a message code for each bad
 * value, so one answer names every field to correct. Call `finish()` after the last read.
 */
export class QueryReader {
  private readonly errors: Record<string, string> = {};

  constructor(private readonly query: Record<string, QueryValue>) {}

  /** A trimmed value, undefined when blank; a repeated parameter is an error. */
  text(name: string, maxLength = 120): string | undefined {
    const value = this.query[name];
    if (Array.isArray(value)) {
      this.errors[name] = 'body.invalid';
      return undefined;
    }
    const trimmed = value?.trim();
    if (!trimmed) return undefined;
    if (trimmed.length > maxLength) this.errors[name] = 'text.tooLong';
    return trimmed;
  }

  /** A whole number from 1 to `max`, or the fallback when absent. */
  wholeNumber(name: string, fallback: number, max: number, code: string): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 1 && value <= max)) this.errors[name] = code;
    return value;
  }

  /** One of the allowed values, or undefined when absent. */
  oneOf<T extends string>(name: string, allowed: readonly T[], code: string): T | undefined {
    const raw = this.text(name);
    if (raw === undefined) return undefined;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.errors[name] = code;
    return undefined;
  }

  /** Records an error found by the caller's own check. */
  reject(name: string, code: string): void {
    this.errors[name] = code;
  }

  /** Throws InvalidInputError (400, a message per field) when any read failed. */
  finish(): void {
    if (Object.keys(this.errors).length > 0) throw new InvalidInputError(this.errors);
  }
}
