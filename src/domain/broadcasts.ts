// Broadcast messages (docs/product.md sections 3-5): the admin's form and the user's "Don't show today".
import { z } from "zod";
import { messageError } from "./messages.ts";

export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_DESCRIPTION_MAX = 2000;

// Stored and served as plain text: the web renders it as text, so HTML in it shows literally.
export const broadcastFormSchema = z.object({
  title: z.string().trim().min(1, messageError("broadcastsTitleRequired")).max(BROADCAST_TITLE_MAX),
  description: z
    .string()
    .trim()
    .min(1, messageError("broadcastsDescriptionRequired"))
    .max(BROADCAST_DESCRIPTION_MAX),
  active: z.boolean().default(true),
});

/** What the form sends (active may be left out) and what the server stores. */
export type BroadcastFormInput = z.input<typeof broadcastFormSchema>;
export type BroadcastForm = z.output<typeof broadcastFormSchema>;

/** A message as the API returns it: what the form stores, and the record's own fields. */
export interface BroadcastView extends BroadcastForm {
  id: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** Local-storage key under which "Don't show today" keeps the day for one message. */
export function broadcastDismissKey(id: number): string {
  return `awaaz.broadcast.dismissed.${id}`;
}

/** The user's local day, YYYY-MM-DD: the dismissal lasts until it changes. */
export function todayKey(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function isDismissedToday(stored: string | null, now: Date): boolean {
  return stored === todayKey(now);
}
