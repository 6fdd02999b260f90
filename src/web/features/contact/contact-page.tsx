import { LifeBuoy, Lightbulb, type LucideIcon, Receipt, Wrench } from "lucide-react";
import { QuickAnswers } from "../../components/quick-answers.tsx";
import { SupportHours } from "../../components/support-hours.tsx";
import { Section } from "../../components/ui/section.tsx";
import { WhatsAppButton, WhatsAppLink } from "../../components/whatsapp-button.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";

interface Topic {
  title: string;
  blurb: string;
  icon: LucideIcon;
}

const topics: Topic[] = [
  { title: "General Support", blurb: "Questions about using the studio.", icon: LifeBuoy },
  { title: "Technical Issues", blurb: "Something is not working as it should.", icon: Wrench },
  {
    title: "Account & Billing",
    blurb: "Payments, plans, refunds and your account.",
    icon: Receipt,
  },
  {
    title: "Feature Requests",
    blurb: "Ideas for voices or features you would like.",
    icon: Lightbulb,
  },
];

/** The WhatsApp message a topic card starts with, so support knows the topic at once. */
export function topicMessage(siteName: string, topic: string): string {
  return `Hello ${siteName} support, I have a question about: ${topic}.`;
}

export function ContactPage() {
  const site = useSite();
  usePageMeta(
    "Contact us",
    "Talk to our support team on WhatsApp about your account, payments or a problem.",
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact us</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Pick a topic to start a WhatsApp chat with our support team; your first message is written
          for you.
        </p>
      </div>

      <Section id="topics-title" title="Topics" className="mt-8" titleClassName="sr-only">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {topics.map(({ title, blurb, icon: Icon }) => (
            <li key={title}>
              <WhatsAppLink
                number={site.whatsappNumber}
                text={topicMessage(site.siteName, title)}
                className="flex h-full flex-col rounded-xl border border-slate-200 p-5 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-800 dark:hover:border-indigo-500 dark:hover:bg-slate-900"
              >
                <Icon className="size-6 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
                <span className="mt-3 font-semibold">{title}</span>
                <span className="mt-1 text-sm text-slate-700 dark:text-slate-300">{blurb}</span>
              </WhatsAppLink>
            </li>
          ))}
        </ul>
      </Section>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QuickAnswers site={site} />
        </div>
        <div className="space-y-6">
          <SupportHours site={site} />
          {site.whatsappNumber && (
            <div className="rounded-xl bg-green-50 p-5 dark:bg-green-950/40">
              <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
                Something else? Write to us directly.
              </p>
              <WhatsAppButton number={site.whatsappNumber} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
