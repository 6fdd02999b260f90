import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../components/toaster.tsx";

const COPIED_MS = 2000; // docs/product.md section 9: "copied" feedback for 2 s

/** Copies to the clipboard and says so; `copied` stays true for 2 s after each copy. */
export function useCopy(texts: { copied: string; failed: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { copied: copiedText, failed } = texts;

  const copy = useCallback(
    async (text: string) => {
      try {
        // Missing outside a secure context (plain http on a LAN address): say so instead of failing.
        if (!navigator.clipboard) throw new Error("clipboard unavailable");
        await navigator.clipboard.writeText(text);
      } catch {
        toast.error(failed);
        return;
      }
      toast.success(copiedText);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    },
    [copiedText, failed],
  );

  return { copied, copy };
}
