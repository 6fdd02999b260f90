import en from "../../../domain/i18n/en/pricing.ts";
import { texts } from "../../lib/i18n.ts";

export const pricingText = texts("pricing", en);
