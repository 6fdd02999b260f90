import en from "../../../domain/i18n/en/payments.ts";
import { texts } from "../../lib/i18n.ts";

export const paymentsText = texts("payments", en);
