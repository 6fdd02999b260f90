import en from "../../../domain/i18n/en/studio.ts";
import { texts } from "../../lib/i18n.ts";

export const studioText = texts("studio", en);
