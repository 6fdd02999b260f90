import { msg } from "../../../domain/messages.ts";
import { useCopy as useCopyText } from "../../lib/use-copy.ts";
import { pricingText } from "./texts.ts";

const texts = { copied: msg.purchase.copied, failed: pricingText.copyFailed };

/** The wallet number's copy button, with the purchase flow's own words. */
export function useCopy() {
  return useCopyText(texts);
}
