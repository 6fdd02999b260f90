// A refusal in the API's one error shape (docs/architecture.md, HTTP API): an HTTP status, a code
// and a message ready for the user. The server throws it as ApiError; the web client rebuilds it
// from an answer as ApiRequestError. No catalogue here: the first page's shell reads errors too.
import type { MessageValues } from "./i18n/catalog.ts";

/** Where a message comes from in the catalogue, so a reader of another language is shown theirs. */
export interface CatalogueRef {
  /** The full catalogue id: "messages.purchaseTidUsed". */
  key: string;
  values?: MessageValues;
}

export class StatusError<S extends number = number> extends Error {
  readonly status: S;
  readonly code: string;
  readonly ref: CatalogueRef | undefined;
  constructor(status: S, code: string, message: string, ref?: CatalogueRef) {
    super(message);
    this.status = status;
    this.code = code;
    this.ref = ref;
  }
}
