import type { SecondFactorKind, StepUpNeed } from './staff-second-factor';
/** Map of form field name to a message for that field. */
export type FieldErrors = Record<string, string>;

/** Answer of the three court forms. */
export interface FormSubmissionResponse {
  success: boolean;
  error?: string;
  errors?: FieldErrors;
  /** The court's reference of a stored submission (DP-2026-000123); the original client ignores it. */
  reference?: string;
}

/** Error body of every failed API call. */
export interface ApiErrorBody {
  error: string;
  errors?: FieldErrors;
  requestId?: string;
  /** Set on a 403 to an action that needs a second factor proved just now. */
  stepUp?: StepUpNeed;
  /** With stepUp: the second factors the account can prove, which the page offers. */
  factors?: SecondFactorKind[];
}

/** GET juror/message and GET drug-testing/message. */
export interface SiteMessageResponse {
  message: string;
  updatedAt: string | null;
}

/** A job posting as the public sees it. */
export interface PublicCareerPosting {
  id: number;
  title: string;
  postedDate: string;
  documentUrl: string;
}

/** /health/ready (and /health): whether this process can serve everything, and which check failed. */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
  /** The database answered a round trip within a second. */
  database: 'ok' | 'unavailable';
  /** Every migration this build knows is applied; 'unknown' while the database is away. */
  migrations: 'current' | 'pending' | 'unknown';
}
