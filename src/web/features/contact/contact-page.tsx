import { LifeBuoy, Lightbulb, type LucideIcon, Receipt, Wrench } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { ContactTopic } from "../../../domain/contact-fields.ts";
import { contactText } from "../../components/contact-texts.ts";
import { QuickAnswers } from "../../components/quick-answers.tsx";
import { SupportHours } from "../../components/support-hours.tsx";
import { Section } from "../../components/ui/section.tsx";
import { WhatsAppButton, WhatsAppLink } from "../../components/whatsapp-button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { CONTACT_FORM_ID, ContactForm, topicKeys } from "./contact-form.tsx";

type Key = Parameters<typeof contactText>[0];

interface Topic {
  topic: ContactTopic;
  blurb: Key;
  icon: LucideIcon;
}

const topics: Topic[] = [
  { topic: "general", blurb: "topicGeneralText", icon: LifeBuoy },
  { topic: "technical", blurb: "topicTechnicalText", icon: Wrench },
  { topic: "billing", blurb: "topicBillingText", icon: Receipt },
  { topic: "ideas", blurb: "topicIdeasText", icon: Lightbulb },
];

const cardClass =
  "flex h-full flex-col rounded-xl border border-slate-200 p-5 text-start hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-800 dark:hover:border-indigo-500 dark:hover:bg-slate-900";

/** The WhatsApp message a topic card starts with, so support knows the topic at once. */
export function topicMessage(siteName: string, topic: string): string {
  return contactText("topicMessage", { siteName, topic });
}

export function ContactPage() {
  const t = useTexts(contactText);
  const site = useSite();
  usePageMeta(t("metaTitle"), t("metaDescription"));
  const [picked, setPicked] = useState<ContactTopic | null>(null);
  // With a WhatsApp number a card opens a chat on its topic; without one it picks the form's topic.
  const card = (topic: ContactTopic, children: ReactNode) =>
    site.whatsappNumber ? (
      <WhatsAppLink
        number={site.whatsappNumber}
        text={topicMessage(site.siteName, t(topicKeys[topic]))}
        className={cardClass}
      >
        {children}
      </WhatsAppLink>
    ) : (
      <a href={`#${CONTACT_FORM_ID}`} onClick={() => setPicked(topic)} className={cardClass}>
        {children}
      </a>
    );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {t(site.whatsappNumber ? "intro" : "introForm")}
        </p>
      </div>

      <Section id="topics-title" title={t("topicsTitle")} className="mt-8" titleClassName="sr-only">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {topics.map(({ topic, blurb, icon: Icon }) => (
            <li key={topic}>
              {card(
                topic,
                <>
                  <Icon
                    className="size-6 text-indigo-600 dark:text-indigo-400"
                    aria-hidden="true"
                  />
                  <span className="mt-3 font-semibold">{t(topicKeys[topic])}</span>
                  <span className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {t(blurb)}
                  </span>
                </>,
              )}
            </li>
          ))}
        </ul>
      </Section>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <ContactForm topic={picked} />
          <QuickAnswers site={site} />
        </div>
        <div className="space-y-6">
          <SupportHours site={site} />
          {site.whatsappNumber && (
            <div className="rounded-xl bg-green-50 p-5 dark:bg-green-950/40">
              <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
                {t("somethingElse")}
              </p>
              <WhatsAppButton number={site.whatsappNumber} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
