// A refusal in the API's one error shape (docs/architecture.md, HTTP API): an HTTP status, a code
// and a message ready for the user. The server throws it as ApiError; the web client rebuilds it
// from an answer as ApiRequestError.
export class StatusError<S extends number = number> extends Error {
  readonly status: S;
  readonly code: string;
  constructor(status: S, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
