// The newest active broadcast, shown to a signed-in user on the dashboard (docs/product.md section 4).
// "Got it" dismisses that message for good for this user (kept on the server, so on every device);
// "Don't show today" keeps today's date for that message in local storage; X hides it for this
// visit. Title and description are rendered as text: HTML in them shows literally.
import { useMutation, useQuery } from "@tanstack/react-query";
import { Megaphone } from "lucide-react";
import { useState } from "react";
import { broadcastDismissKey, isDismissedToday, todayKey } from "../../../domain/broadcasts.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { call, client } from "../../lib/client.ts";
import { messageText } from "../../lib/message-text.ts";
import { readStored, store } from "../../lib/storage.ts";
import { textLang } from "../../lib/text-lang.ts";

export function BroadcastPopup() {
  const current = useQuery({
    queryKey: ["broadcast-current"],
    queryFn: ({ signal }) =>
      call(client.api.broadcasts.current.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
    retry: false,
  });
  // Ids closed during this visit (Got it / X / Don't show today).
  const [closed, setClosed] = useState<number[]>([]);
  // Closed at once either way; if the request fails it shows again on a later visit.
  const dismiss = useMutation({
    mutationFn: (id: number) =>
      call(client.api.broadcasts[":id"].dismiss.$post({ param: { id: String(id) } })),
  });
  const broadcast = current.data?.broadcast ?? null;
  if (!broadcast || closed.includes(broadcast.id)) return null;
  if (isDismissedToday(readStored(broadcastDismissKey(broadcast.id)), new Date())) return null;

  const hide = () => setClosed((ids) => [...ids, broadcast.id]);
  const dontShowToday = () => {
    // Storage refused (private mode): it still closes for this visit.
    store(broadcastDismissKey(broadcast.id), todayKey(new Date()));
    hide();
  };
  const gotIt = () => {
    dismiss.mutate(broadcast.id);
    hide();
  };

  return (
    <Modal
      open
      onClose={hide}
      title={
        <span className="flex items-center gap-2">
          <Megaphone
            className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400"
            aria-hidden="true"
          />
          <span className="break-words" lang={textLang(broadcast.title)} dir="auto">
            {broadcast.title}
          </span>
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={dontShowToday}>
            {messageText("broadcastsDontShowToday")}
          </Button>
          <Button onClick={gotIt}>{messageText("broadcastsGotIt")}</Button>
        </>
      }
    >
      {/* The operator may write in Urdu whatever the reader's language: its letters pick its lang. */}
      <p
        lang={textLang(broadcast.description)}
        dir="auto"
        className="whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300"
      >
        {broadcast.description}
      </p>
    </Modal>
  );
}
