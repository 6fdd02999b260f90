import { Check, Copy } from "lucide-react";
import type { ComponentProps } from "react";
import { msg } from "../../../domain/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import { useCopy } from "../../lib/use-copy.ts";

const texts = { copied: msg.apiKeys.copied, failed: msg.apiKeys.copyFailed };

type Props = Omit<ComponentProps<typeof Button>, "onClick" | "children"> & {
  text: string;
  label: string;
};

/** The API page's copy buttons: for 2 s after a copy, a tick and "Copied" stand in for the label. */
export function CopyButton({ text, label, ...props }: Props) {
  const { copied, copy } = useCopy(texts);
  const Icon = copied ? Check : Copy;
  return (
    <Button onClick={() => copy(text)} {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {copied ? "Copied" : label}
    </Button>
  );
}
