// The messages catalogue (src/domain/i18n/en/messages.ts) read in English: what the schemas and
// the server's errors say, and what API scripts read (docs/i18n.md). Another language is looked up
// by the key, the server's in src/server/i18n.ts, the browser's in src/web/lib/message-text.ts.
import { setupI18n } from "@lingui/core";
import type { MessageValues } from "./i18n/catalog.ts";
import en from "./i18n/en/messages.ts";
import type { CatalogueRef } from "./status-error.ts";

export type MessageKey = keyof typeof en & string;

/** A catalogue text by its key and its placeholders' values: what an error carries to be translated. */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

// The web build hands this instance compiled texts; Node reads them raw, so the server gives it
// the ICU compiler at start (src/server/i18n.ts).
export const englishMessages = setupI18n({ locale: "en", messages: { en } });

export function message(key: MessageKey, values?: MessageValues): string {
  return englishMessages._(key, values);
}

/**
 * A zod check's error that reads the catalogue when the check fails, not when the schema is
 * built: modules load before the server has set the compiler up.
 */
export function messageError(key: MessageKey, values?: MessageValues) {
  return { error: () => readerText(key, values) };
}

// The server answers in English (the browser translates by key); the browser's forms show a
// schema's refusal in the reader's language, so the web hands its own lookup in here
// (src/web/lib/message-text.ts).
let readerText: (key: MessageKey, values?: MessageValues) => string = message;

/** A catalogue message as a schema's own check words it (a refinement's issue). */
export function schemaText({ key, values }: Message): string {
  return readerText(key, values);
}

export function readSchemaMessagesWith(
  lookup: (key: MessageKey, values?: MessageValues) => string,
) {
  readerText = lookup;
}

/** A catalogue message's full id and values, as an error names it. */
export function catalogueRef(text: Message): CatalogueRef {
  return { key: `messages.${text.key}`, ...(text.values ? { values: text.values } : {}) };
}

/** A catalogue message to carry (an error's text): its key and values. */
export function byKey(key: MessageKey, values?: MessageValues): Message {
  return values ? { key, values } : { key };
}

// Raw, a text without placeholders has no braces; compiled (the web build, the tests), it is text
// pieces only.
function withoutPlaceholders(text: unknown): boolean {
  if (typeof text === "string") return !/[{}]/.test(text);
  return Array.isArray(text) && text.every((piece) => typeof piece === "string");
}

let keysByText: Map<string, MessageKey> | undefined;

/**
 * A ready English text as the catalogue message it is, when it is one without placeholders (a
 * schema's error): then a reader of another language can be shown theirs.
 */
export function asMessage(text: string): string | Message {
  keysByText ??= new Map(
    (Object.keys(en) as MessageKey[])
      .filter((key) => withoutPlaceholders(en[key]))
      .map((key) => [message(key), key]),
  );
  const key = keysByText.get(text);
  return key ? byKey(key) : text;
}
