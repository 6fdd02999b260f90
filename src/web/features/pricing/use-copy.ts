import { useCallback, useEffect, useRef, useState } from "react";
import { msg } from "../../../domain/messages.ts";
import { toast } from "../../components/toaster.tsx";
import { pricingText } from "./texts.ts";

const COPIED_MS = 2000; // docs/product.md section 9: "copied" feedback for 2 s

/** Copies to the clipboard and says so; `copied` stays true for 2 s after each copy. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      // Missing outside a secure context (plain http on a LAN address): say so instead of failing.
      if (!navigator.clipboard) throw new Error("clipboard unavailable");
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(pricingText.copyFailed);
      return;
    }
    toast.success(msg.purchase.copied);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);

  return { copied, copy };
}
