import en from "../../../domain/i18n/en/pronunciation.ts";
import { texts } from "../../lib/i18n.ts";

export const pronunciationText = texts("pronunciation", en);
