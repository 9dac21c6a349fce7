import type { Kysely } from 'kysely';
import type { AnyObjectSchema } from 'yup';
import type { CourtInfo, Language, PublicForm, SubmissionField } from '@court/contract';
import type { FormsDeps } from './forms-deps';
import type { Database } from '../platform/database/schema';
import type { AppContext } from '../types';

/** A field's message: a catalog code, with values for its {{placeholders}}. */
export interface FieldProblem {
  code: string;
  values?: Record<string, string>;
}

/** Messages by field name, as the form's page shows them. */
export type FieldProblems = Record<string, FieldProblem>;

/** What a form's hooks may use. */
export type FormDeps = Pick<FormsDeps, 'db' | 'clock' | 'config'>;

/** What the pipeline knows about a submission when the form stores it. */
export interface SubmissionRecord {
  submissionId: number;
  reference: string;
  receivedAt: Date;
  requestId: string;
  language: Language;
  /** The court's facts as published when it arrived: the phone its confirmation gives. */
  court: CourtInfo;
}

/** An e-mail the pipeline queues in the submission's transaction. */
export interface FormMail {
  toAddress: string;
  subject: string;
  bodyText: string;
}

/** The schema's shape as the pipeline runs it (yup's validate). */
export interface FormSchema<T> {
  validate(value: unknown, options: object): Promise<T>;
}

/**
 * How a form shapes its HTTP response to each outcome. Each shape is an original client's and
 * lives in its feature's original-client-responses module.
 */
export interface FormResponseShape {
  accepted(reference: string | undefined): unknown;
  invalid(errors: Record<string, string>, error: string): unknown;
  /** Status of an invalid answer: 200 for clients that read errors from a normal answer. */
  invalidStatus: number;
  refused(error: string): unknown;
}

/** Answers changed by a button of the form that does not send it, with any messages. */
export interface ChangedAnswers {
  answers: Record<string, unknown>;
  problems: FieldProblems;
}

/** A post of another form on a form's page (a reminder sign-up's code), and how to answer it. */
export interface OtherFormPost {
  ctx: AppContext;
  fields: URLSearchParams;
  language: Language;
  deps: FormDeps;
  /** Sends the page with this page data beside its own, and a status. */
  sendPage(pageData: Record<string, unknown>, status: number): Promise<void>;
}

/** How the form's HTML form is read when a browser sends it without the page's script. */
export interface NativeFormPost {
  /** The schema of the page's fields: the answers the page's script keeps. */
  fields(today: string): AnyObjectSchema;
  /** The body the page's script would send, made from those answers; the answers by default. */
  toInput?(answers: Record<string, unknown>, deps: FormDeps): Record<string, unknown>;
  /**
   * Answers never written back into a page (a Social Security number), each with the message
   * that asks for it again when the page comes back with other messages.
   */
  secretFields?: Record<string, string>;
  /** Where the pipeline's messages go on the page, by field; as they are by default. */
  placeErrors?(errors: Record<string, string>): Record<string, string>;
  /**
   * A button of the form that changes the answers rather than sending them (add or remove a
   * location), by its value; undefined for a value the form does not know.
   */
  change?(
    answers: Record<string, unknown>,
    action: string,
    today: string,
  ): Promise<ChangedAnswers | undefined>;
  /**
   * The page's other forms, posted to it with a `formAction` of their own (a reminder sign-up's
   * Confirm and "send a new code"): each answers its post.
   */
  otherForms?: Record<string, (post: OtherFormPost) => Promise<void>>;
}

/**
 * One public form: its path, schema, table and mail. The submission pipeline does everything
 * every form shares (idempotency key, proof-of-work, honeypot, validation, reference, one
 * transaction, mail) and calls these hooks for what is the form's own.
 */
export interface FormDefinition<T> {
  form: PublicForm;
  /** Path under /api/muni/, e.g. "forms/zoom-hearing". */
  path: string;
  /** The contract's schema; `today` is the court's date, for rules about dates. */
  schema(today: string): FormSchema<T>;
  /** Where a schema error at `path` is reported (the original client's error maps are flat). */
  errorField?(path: string): string;
  /** Rules the schema cannot check, such as the court calendar; none by default. */
  check?(value: T, deps: FormDeps, language: Language): Promise<FieldProblems> | FieldProblems;
  /** The staff inbox's summary of the submission. */
  summary(value: T): { name: string; caseNumber: string | null; email: string | null };
  /** Stores the form's own row in the submission's transaction. */
  store(trx: Kysely<Database>, value: T, record: SubmissionRecord, deps: FormDeps): Promise<void>;
  /** The office's notification, and the person's confirmation when they gave an address. */
  mail(value: T, record: SubmissionRecord, deps: FormDeps): FormMail[];
  /** The answers as staff read them; undefined when the row is gone. */
  detail?(db: Kysely<Database>, submissionId: number): Promise<SubmissionField[] | undefined>;
  /** The protected number in full, for the audited reveal; only a form that holds one. */
  revealProtectedNumber?(
    db: Kysely<Database>,
    submissionId: number,
    deps: FormDeps,
  ): Promise<string | undefined>;
  /**
   * More to answer an accepted submission with, read from what was stored (so a resend of the
   * same attempt answers alike); nothing more by default.
   */
  acceptedDetails?(reference: string, deps: FormDeps): Promise<Record<string, unknown>>;
  /** How the form's page posts without its script; a form without it is sent by script only. */
  native?: NativeFormPost;
  /** How the form's responses are shaped; the court forms' by default. */
  responseShape?: FormResponseShape;
}

/** Declares a form: an identity function that keeps the value type tied across the hooks. */
export function defineForm<T>(definition: FormDefinition<T>): FormDefinition<T> {
  return definition;
}
