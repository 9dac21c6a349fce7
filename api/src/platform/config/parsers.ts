import path from 'node:path';
import { REPO_ROOT } from '../paths';
import type { ConfigContext, ConfigParser, ConfigParserWithDefault } from './config-table';

type Read<T> = (raw: string, context: ConfigContext) => T;

/** Unset is null, or the fallback, which the README then shows. */
function withFallback<T>(
  read: Read<T>,
  fallback: T | undefined,
): ConfigParser<T | null> | ConfigParserWithDefault<T> {
  if (fallback === undefined) {
    return { parse: (raw, context) => (raw === null ? null : read(raw, context)) };
  }
  return {
    default: String(fallback),
    parse: (raw, context) => (raw === null ? fallback : read(raw, context)),
  };
}

/** Any text. */
export function text(): ConfigParser<string | null>;
export function text(fallback: string): ConfigParserWithDefault<string>;
export function text(fallback?: string) {
  return withFallback((raw) => raw, fallback);
}

interface IntegerRange {
  min: number;
  max: number;
}

export function integer(range: IntegerRange): ConfigParser<number | null>;
export function integer(range: IntegerRange & { default: number }): ConfigParserWithDefault<number>;
export function integer({ min, max, default: fallback }: IntegerRange & { default?: number }) {
  return withFallback((raw, context) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      context.refuse(`must be a whole number from ${min} to ${max}`, raw);
    }
    return value;
  }, fallback);
}

/**
 * Comma-separated whole numbers of days ("7,1"), each from 1 to `max`, kept largest first;
 * the fallback when unset.
 */
export function dayList(
  max: number,
  fallback: readonly number[],
): ConfigParserWithDefault<number[]> {
  const read = (raw: string, context: ConfigContext) => {
    const days = raw.split(',').map((item) => Number(item.trim()));
    if (days.some((day) => !Number.isInteger(day) || day < 1 || day > max)) {
      context.refuse(`must be whole numbers of days from 1 to ${max}, separated by commas`, raw);
    }
    return [...new Set(days)].sort((a, b) => b - a);
  };
  return {
    default: fallback.join(','),
    parse: (raw, context) => (raw === null ? [...fallback] : read(raw, context)),
  };
}

/** true, 1 or yes; false, 0 or no; unset is the fallback, false unless given. */
export function flag(fallback = false): ConfigParserWithDefault<boolean> {
  const read = (raw: string, context: ConfigContext) => {
    if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
    return context.refuse('must be true or false', raw);
  };
  return {
    default: String(fallback),
    parse: (raw, context) => (raw === null ? fallback : read(raw, context)),
  };
}

/** One of a few words, as written. */
export function oneOf<const Value extends string>(
  values: readonly Value[],
): ConfigParser<Value | null>;
export function oneOf<const Value extends string>(
  values: readonly Value[],
  fallback: NoInfer<Value>,
): ConfigParserWithDefault<Value>;
export function oneOf<const Value extends string>(values: readonly Value[], fallback?: Value) {
  const listed = `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  return withFallback((raw, context) => {
    const value = values.find((candidate) => candidate === raw);
    return value ?? context.refuse(`must be ${listed}`, raw);
  }, fallback);
}

/** Text the pattern accepts; `rule` completes "<NAME> must ..." for the rest. */
export function matching(pattern: RegExp, rule: string): ConfigParser<string | null> {
  return withFallback(
    (raw, context) => (pattern.test(raw) ? raw : context.refuse(`must ${rule}`, raw)),
    undefined,
  );
}

/** Text of at least `length` characters: what a secret needs to be hard to guess. */
export function atLeast(length: number): ConfigParser<string | null>;
export function atLeast(length: number, fallback: string): ConfigParser<string>;
export function atLeast(length: number, fallback?: string): ConfigParser<string | null> {
  const { parse } = withFallback(
    (raw, context) =>
      raw.length >= length ? raw : context.refuse(`must be ${length} characters or more`, raw),
    fallback,
  );
  // Only the parser: a secret's fallback is for development, and its entry says so instead.
  return { parse };
}

/** Comma-separated items, each trimmed, blanks dropped; unset (or only commas) is null. */
export function list(): ConfigParser<string[] | null> {
  return {
    parse: (raw) => {
      const items = (raw ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      return items.length > 0 ? items : null;
    },
  };
}

/** A secret with the name the audit log and the logs give it (never the secret itself). */
export interface NamedSecret {
  name: string;
  secret: string;
}

/**
 * Comma-separated name=secret pairs ("nightly-export=...,backup-job=..."): names of letters,
 * digits and dashes, each used once, and secrets of at least `length` characters without commas.
 * Unset is an empty list.
 */
export function namedSecrets(length: number): ConfigParser<NamedSecret[]> {
  return {
    parse: (raw, context) => {
      const pairs = (raw ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      const secrets = pairs.map((pair) => {
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const secret = pair.slice(separator + 1);
        if (separator < 1 || !/^[A-Za-z0-9-]+$/.test(name)) {
          return context.refuse('must be name=secret pairs, names of letters, digits and dashes');
        }
        if (secret.length < length) {
          return context.refuse(`must give each name a secret of ${length} characters or more`);
        }
        return { name, secret };
      });
      if (new Set(secrets.map(({ name }) => name)).size !== secrets.length) {
        return context.refuse('must name each secret once');
      }
      return secrets;
    },
  };
}

/** A path taken from the repository folder, where every command runs. */
export function repoPath(fallback: string): ConfigParserWithDefault<string> {
  return {
    default: path.posix.join('<repo>', fallback),
    parse: (raw) => path.resolve(REPO_ROOT, raw ?? fallback),
  };
}

/** A path taken from the repository folder, or null when unset. */
export function optionalRepoPath(): { parse: (raw: string | null) => string | null } {
  return { parse: (raw) => (raw === null ? null : path.resolve(REPO_ROOT, raw)) };
}
