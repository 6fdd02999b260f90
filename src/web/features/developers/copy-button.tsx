import { Check, Copy } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useCopy } from "../../lib/use-copy.ts";
import { developersText } from "./texts.ts";

const texts = { copied: messageText("apiKeysCopied"), failed: messageText("apiKeysCopyFailed") };

type Props = Omit<ComponentProps<typeof Button>, "onClick" | "children"> & {
  text: string;
  label: string;
};

/** The API page's copy buttons: for 2 s after a copy, a tick and "Copied" stand in for the label. */
export function CopyButton({ text, label, ...props }: Props) {
  const t = useTexts(developersText);
  const { copied, copy } = useCopy(texts);
  const Icon = copied ? Check : Copy;
  return (
    <Button onClick={() => copy(text)} {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {copied ? t("copied") : label}
    </Button>
  );
}
