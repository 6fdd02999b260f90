// The messages catalogue in the reader's language (docs/i18n.md): the texts the server's errors
// and the web's toasts share. Not for the shell: the first page must not carry every message.
import en from "../../domain/i18n/en/messages.ts";
import { texts } from "./i18n.ts";

export const messageText = texts("messages", en);
