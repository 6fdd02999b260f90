// The admin Messages tab's calls: the inbox (newest first, paged by id), mark read and reply.
import { useQuery } from "@tanstack/react-query";
import { useAdminMutation, useAdminQuery } from "../../lib/admin-calls.ts";
import { call, client } from "../../lib/client.ts";

const messages = client.api.admin.messages;

// "admin-" prefix: the admin sign-out forgets every query so named, and every admin change
// fetches them again (the unread count after a message is marked read).
export const adminMessagesKey = ["admin-messages"] as const;
export const adminUnreadKey = ["admin-messages-unread"] as const;

// New messages arrive without the admin doing anything: the count is asked again each minute
// and when the admin comes back to the tab.
const UNREAD_EVERY_MS = 60_000;

export function useInbox(before: number | undefined) {
  return useAdminQuery(
    [...adminMessagesKey, before ?? null],
    (o) => messages.$get({ query: before ? { before: String(before) } : {} }, o),
    { paged: true },
  );
}

export function useUnreadMessages() {
  return useQuery({
    queryKey: adminUnreadKey,
    queryFn: ({ signal }) => call(messages.unread.$get(undefined, { init: { signal } })),
    select: (answer) => answer.unread,
    refetchInterval: UNREAD_EVERY_MS,
    refetchOnWindowFocus: true,
  });
}

export function useMarkRead() {
  return useAdminMutation((id: number) =>
    call(messages[":id"].read.$post({ param: { id: String(id) } })),
  );
}

export function useReply() {
  return useAdminMutation(({ id, text }: { id: number; text: string }) =>
    call(messages[":id"].reply.$post({ param: { id: String(id) }, json: { text } })),
  );
}
