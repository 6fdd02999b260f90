import { CreditCard, Mic, Rocket, UserCog, Wrench } from "lucide-react";
import { Disclosure } from "../../components/ui/disclosure.tsx";
import type { HelpCategory } from "./articles.ts";
import { highlight } from "./search.ts";

const icons: Record<HelpCategory["id"], typeof Rocket> = {
  "getting-started": Rocket,
  "voice-generation": Mic,
  "plans-billing": CreditCard,
  "account-settings": UserCog,
  troubleshooting: Wrench,
};

function Marked({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {highlight(text, words).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of one fixed string, never reordered
          <mark key={i} className="rounded-sm bg-yellow-200 text-slate-950">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export function HelpCategories({
  categories,
  words,
  isOpen,
  onToggle,
}: {
  categories: HelpCategory[];
  words: string[];
  isOpen: (id: string) => boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <div className="space-y-3">
      {categories.map((category) => {
        const Icon = icons[category.id];
        return (
          <Disclosure
            key={category.id}
            title={<Marked text={category.title} words={words} />}
            icon={
              <Icon className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
            }
            open={isOpen(category.id)}
            onOpenChange={() => onToggle(category.id)}
          >
            <div className="space-y-5">
              {category.articles.map((article) => (
                <article key={article.id} aria-labelledby={`help-${article.id}`}>
                  <h3 id={`help-${article.id}`} className="font-semibold">
                    <Marked text={article.title} words={words} />
                  </h3>
                  <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
                    {article.steps.map((step) => (
                      <li key={step}>
                        <Marked text={step} words={words} />
                      </li>
                    ))}
                  </ol>
                </article>
              ))}
            </div>
          </Disclosure>
        );
      })}
    </div>
  );
}
