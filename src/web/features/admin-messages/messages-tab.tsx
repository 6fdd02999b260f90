// The admin's inbox of contact-form messages (docs/product.md, "Support"), newest first.
import { useState } from "react";
import { EmptyList, ListSkeleton, Loaded } from "../../components/admin/list-states.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { useSite } from "../../lib/site.ts";
import { useInbox } from "./api.ts";
import { MessageCard } from "./message-card.tsx";

export function MessagesTab() {
  const t = useTexts(adminText);
  const site = useSite();
  // The pages walked so far, by the id each starts before (keyset paging); the first has none.
  const [pages, setPages] = useState<number[]>([]);
  const inbox = useInbox(pages.at(-1));
  const when = (at: string) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: site.timezone,
      dateStyle: "medium",
      timeStyle: "short",
    }).format(new Date(at));

  return (
    <div className="space-y-4">
      <Loaded
        query={inbox}
        skeleton={<ListSkeleton label={t("messagesLoading")} />}
        failed={t("messagesLoadFailed")}
      >
        {({ items, more }) =>
          items.length === 0 ? (
            <EmptyList>{t("messagesEmpty")}</EmptyList>
          ) : (
            <>
              <ul aria-label={t("messagesList")} className="space-y-3">
                {items.map((m) => (
                  <li key={m.id}>
                    <MessageCard message={m} canMail={site.auth.email} when={when} />
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                {pages.length > 0 && (
                  <Button variant="secondary" onClick={() => setPages([])}>
                    {t("messagesNewest")}
                  </Button>
                )}
                {more && (
                  <Button
                    variant="secondary"
                    onClick={() => setPages([...pages, items.at(-1)?.id ?? 0])}
                  >
                    {t("messagesOlder")}
                  </Button>
                )}
              </div>
            </>
          )
        }
      </Loaded>
    </div>
  );
}
