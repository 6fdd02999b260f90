import en from "../../../domain/i18n/en/status.ts";
import { texts } from "../../lib/i18n.ts";

export const statusText = texts("status", en);
