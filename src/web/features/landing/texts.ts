import en from "../../../domain/i18n/en/landing.ts";
import { texts } from "../../lib/i18n.ts";

export const landingText = texts("landing", en);
