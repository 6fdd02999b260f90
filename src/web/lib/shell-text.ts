import en from "../../domain/i18n/en/shell.ts";
import { texts } from "./i18n.ts";

/** The shell's texts (header, footer, the preconditions features share). */
export const shellText = texts("shell", en, { keepLanguage: true });
