import en from "../../../domain/i18n/en/developers.ts";
import { texts } from "../../lib/i18n.ts";

export const developersText = texts("developers", en);
