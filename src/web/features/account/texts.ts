import en from "../../../domain/i18n/en/account.ts";
import { texts } from "../../lib/i18n.ts";

export const accountText = texts("account", en);
