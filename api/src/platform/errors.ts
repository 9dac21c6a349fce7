import type { SecondFactorKind, StepUpNeed } from '@court/contract';

/** A failure the client caused, answered with its status and a translated message code. */
export class ClientError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string) {
    super(code);
    this.name = 'ClientError';
    this.status = status;
    this.code = code;
  }
}

/** A staff endpoint was called without a valid session (401). */
export class NotSignedInError extends ClientError {
  constructor() {
    super(401, 'staff.signInRequired');
    this.name = 'NotSignedInError';
  }
}

/** The signed-in staff member lacks the role the action needs (403). */
export class ForbiddenError extends ClientError {
  constructor() {
    super(403, 'staff.forbidden');
    this.name = 'ForbiddenError';
  }
}

/**
 * Input failed validation: 400 (or the status given, such as 413 for a file over its limit) with
 * a message code per field, translated by the error handler.
 */
export class InvalidInputError extends ClientError {
  readonly errors: Record<string, string>;

  constructor(errors: Record<string, string>, status = 400) {
    super(status, 'form.invalid');
    this.name = 'InvalidInputError';
    this.errors = errors;
  }
}

/**
 * The action needs a second factor proved within STEP_UP_MINUTES (403): `factor` when the session
 * proved none that recently, `enrol` when the account has none to prove.
 */
export class StepUpRequiredError extends ClientError {
  readonly need: StepUpNeed;
  /** The factors the account can prove: the page offers those. */
  readonly factors: readonly SecondFactorKind[];

  constructor(need: StepUpNeed, factors: readonly SecondFactorKind[]) {
    super(403, need === 'factor' ? 'staff.stepUp.required' : 'staff.stepUp.enrolFirst');
    this.name = 'StepUpRequiredError';
    this.need = need;
    this.factors = factors;
  }
}
