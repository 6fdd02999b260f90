import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useCopy as useCopyText } from "../../lib/use-copy.ts";
import { pricingText } from "./texts.ts";
/** The wallet number's copy button, with the purchase flow's own words. */
export function useCopy() {
  const t = useTexts(pricingText);
  return useCopyText({ copied: messageText("purchaseCopied"), failed: t("copyFailed") });
}
