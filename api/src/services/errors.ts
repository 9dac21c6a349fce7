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
