import en from "../../../domain/i18n/en/help.ts";
import { texts } from "../../lib/i18n.ts";

export const helpText = texts("help", en);
