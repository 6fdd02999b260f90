import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTexts } from "../lib/i18n.ts";
import { contactText } from "./contact-texts.ts";

/** https://wa.me/<digits>, with a prefilled message when one is given (URL-encoded). */
export function whatsappUrl(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/**
 * Opens a WhatsApp chat in a new tab; noopener so wa.me cannot reach back into this page. Until the
 * operator has saved a number there is no chat to open: the content shows without a link.
 */
export function WhatsAppLink({
  number,
  text,
  className,
  children,
}: {
  number: string;
  text?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTexts(contactText);
  if (!number) return <div className={className}>{children}</div>;
  return (
    <a
      href={whatsappUrl(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
      <span className="sr-only">{` ${t("whatsappNewTab")}`}</span>
    </a>
  );
}

// Green-700 on white text keeps 4.5:1 contrast; the usual WhatsApp green (#25D366) would not.
export function WhatsAppButton({ number, label }: { number: string; label?: string }) {
  const t = useTexts(contactText);
  if (!number) return null;
  return (
    <WhatsAppLink
      number={number}
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 text-base font-semibold text-white hover:bg-green-800"
    >
      <MessageCircle className="size-5" aria-hidden="true" />
      {label ?? t("whatsappChat")}
    </WhatsAppLink>
  );
}
