// One message of the inbox: who wrote, about what, and the admin's ways to answer.
import { Copy, Mail, UserRound } from "lucide-react";
import { useId, useState } from "react";
import type { ContactMessageView } from "../../../domain/contact.ts";
import { CONTACT_MESSAGE_MAX } from "../../../domain/contact-fields.ts";
import { EmailText } from "../../components/admin/email-text.tsx";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { Link } from "../../lib/navigation.tsx";
import { textLang } from "../../lib/text-lang.ts";
import { useCopy } from "../../lib/use-copy.ts";
import { useMarkRead, useReply } from "./api.ts";

const topicNames: Record<ContactMessageView["topic"], AdminKey> = {
  general: "messagesTopicGeneral",
  technical: "messagesTopicTechnical",
  billing: "messagesTopicBilling",
  ideas: "messagesTopicIdeas",
};

export function MessageCard({
  message: m,
  canMail,
  when,
}: {
  message: ContactMessageView;
  /** SMTP is set: a reply goes out by e-mail; else the address is there to copy. */
  canMail: boolean;
  when: (at: string) => string;
}) {
  const t = useTexts(adminText);
  const id = useId();
  const markRead = useMarkRead();
  const reply = useReply();
  const [text, setText] = useState("");
  const [replying, setReplying] = useState(false);
  const { copy } = useCopy({ copied: t("messagesCopied"), failed: t("messagesCopyFailed") });
  const unread = m.readAt === null;

  const send = () =>
    reply.mutate(
      { id: m.id, text },
      {
        onSuccess: () => {
          toast.success(t("messagesReplySent", { email: m.email }));
          setText("");
          setReplying(false);
        },
        onError: (e) => toastError(e, t("messagesReplyFailed")),
      },
    );

  return (
    <article
      aria-labelledby={`${id}-from`}
      className={`rounded-xl border p-4 ${unread ? "border-indigo-400 bg-indigo-50/60 dark:border-indigo-500 dark:bg-indigo-950/30" : "border-slate-200 dark:border-slate-800"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-from`} className="font-semibold">
          {t("messagesFrom", { name: m.name })}
          {unread && (
            <span className="ms-2 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
              {t("messagesUnread")}
            </span>
          )}
        </h3>
        <span className="text-sm text-slate-600 dark:text-slate-400">{when(m.createdAt)}</span>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm break-words text-slate-700 dark:text-slate-300">
        <li>
          <EmailText email={m.email} />
        </li>
        <li>{t("messagesTopic", { topic: t(topicNames[m.topic]) })}</li>
        {m.repliedAt && <li>{t("messagesReplied", { when: when(m.repliedAt) })}</li>}
      </ul>
      <p dir="auto" lang={textLang(m.message)} className="mt-3 whitespace-pre-wrap break-words">
        {m.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {unread && (
          <Button
            variant="secondary"
            disabled={markRead.isPending}
            onClick={() =>
              markRead.mutate(m.id, {
                onSuccess: () => toast.success(t("messagesMarkedRead")),
                onError: (e) => toastError(e, t("messagesMarkFailed")),
              })
            }
          >
            {t("messagesMarkRead")}
          </Button>
        )}
        {canMail ? (
          <Button variant="secondary" onClick={() => setReplying((open) => !open)}>
            <Mail className="size-4" aria-hidden="true" /> {t("messagesReply")}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void copy(m.email)}>
            <Copy className="size-4" aria-hidden="true" /> {t("messagesCopyEmail")}
          </Button>
        )}
        {m.userId && (
          <Link
            to={`/admin-dashboard?tab=users&user=${encodeURIComponent(m.userId)}`}
            className={buttonClass("secondary")}
          >
            <UserRound className="size-4" aria-hidden="true" /> {t("messagesOpenUser")}
          </Link>
        )}
      </div>
      {!canMail && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t("messagesNoSmtp")}</p>
      )}
      {canMail && replying && (
        <form
          className="mt-4 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) send();
          }}
        >
          <label htmlFor={`${id}-reply`} className="block text-sm font-medium">
            {t("messagesReplyLabel", { email: m.email })}
          </label>
          <textarea
            id={`${id}-reply`}
            dir="auto"
            required
            maxLength={CONTACT_MESSAGE_MAX}
            className={`${inputClass} min-h-28`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" busy={reply.isPending}>
            {t("messagesSendReply")}
          </Button>
        </form>
      )}
    </article>
  );
}
