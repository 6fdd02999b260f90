import en from "../../../domain/i18n/en/ui.ts";
import { texts } from "../../lib/i18n.ts";

export const uiText = texts("ui", en);
