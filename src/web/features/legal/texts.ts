import en from "../../../domain/i18n/en/legal.ts";
import { texts } from "../../lib/i18n.ts";

export const legalText = texts("legal", en);
