import en from "../../domain/i18n/en/shell.ts";
import { texts } from "../lib/i18n.ts";

export const shellText = texts("shell", en, { keepLanguage: true });
