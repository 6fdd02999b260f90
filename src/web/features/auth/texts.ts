import en from "../../../domain/i18n/en/auth.ts";
import { texts } from "../../lib/i18n.ts";

export const authText = texts("auth", en);
