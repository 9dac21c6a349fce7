import type { Kysely } from 'kysely';
import type { Schema } from 'yup';
import type { ContentChange } from '@court/contract';
import type { ContentKind } from './content-tables';
import type { Database } from '../platform/database/schema';
import { InvalidInputError } from '../platform/errors';
import { readBody } from '../platform/read-with-schema';

/**
 * One kind of the court's content (the facts, the hours) as the store, the staff tool and a
 * content file handle it: what the site shows before anything is published, how a stored
 * version is read, how staff input is checked, and what one version changes from another.
 */
export interface ContentKindDefinition<Content, Change extends ContentChange = ContentChange> {
  kind: ContentKind;
  /** Its fields, so that a content file's misspelt one is named rather than dropped. */
  fields: readonly string[];
  defaults: Content;
  /**
   * A stored version; what it lacks (saved before a field existed) keeps its default. Undefined
   * when it no longer passes today's checks (saved before a rule was added).
   */
  parse: (stored: unknown) => Content | undefined;
  /**
   * Brings content saved by an earlier version of the site up to today's shape (an office added
   * since), for what is stored and what a content file brings; staff input needs none.
   */
  upgrade?: (saved: unknown) => unknown;
  /** Staff's input, checked; an InvalidInputError with a message code per failing field. */
  check: (input: unknown) => Promise<Content>;
  /**
   * What checked content names that this database must keep (an official's photo), a message
   * code by the field of each it does not; none when every one is kept.
   */
  unkept?: (db: Kysely<Database>, content: Content) => Promise<Record<string, string>>;
  changes: (before: Content, after: Content) => Change[];
}

/** Refuses content that names what the database does not keep, each such field with its message. */
export async function checkKept<Content>(
  db: Kysely<Database>,
  definition: ContentKindDefinition<Content>,
  content: Content,
): Promise<void> {
  const unkept = (await definition.unkept?.(db, content)) ?? {};
  if (Object.keys(unkept).length > 0) throw new InvalidInputError(unkept);
}

/**
 * Reads staff's input with a contract schema (see readBody): unknown fields dropped, every
 * failure an InvalidInputError keyed by the field's path (`offices[1].week.monday.closes`).
 */
export function checkWithSchema<Content>(
  schema: Schema<Content>,
  input: unknown,
): Promise<Content> {
  return Promise.resolve().then(() => readBody(schema, input));
}

/**
 * A kind whose every version is read and checked by one contract schema. A stored version that
 * no longer passes (say, saved before a rule was added) reads as undefined rather than as a page
 * with a hole in it. `complete` fills in what staff may leave blank, after the checks.
 */
export function schemaContentKind<Content>(options: {
  kind: ContentKind;
  fields: readonly string[];
  defaults: Content;
  schema: Schema<Content>;
  changes: (before: Content, after: Content) => ContentChange[];
  complete?: (content: Content) => Content;
  unkept?: ContentKindDefinition<Content>['unkept'];
  upgrade?: ContentKindDefinition<Content>['upgrade'];
}): ContentKindDefinition<Content> {
  const { kind, fields, defaults, schema, changes, complete = (content) => content } = options;
  const upgrade = options.upgrade ?? ((saved: unknown) => saved);
  return {
    unkept: options.unkept,
    upgrade: options.upgrade,
    kind,
    fields,
    defaults,
    parse(stored) {
      try {
        return complete(schema.validateSync(upgrade(stored), { stripUnknown: true }));
      } catch {
        return undefined;
      }
    },
    check: async (input) => complete(await checkWithSchema(schema, input)),
    changes,
  };
}
