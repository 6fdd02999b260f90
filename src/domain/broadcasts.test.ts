import { describe, expect, it } from "vitest";
import {
  broadcastDismissKey,
  broadcastFormSchema,
  isDismissedToday,
  todayKey,
} from "./broadcasts.ts";
import { message } from "./messages.ts";

describe("broadcast form", () => {
  it("requires a title and a description and defaults active to true", () => {
    expect(broadcastFormSchema.parse({ title: " Hi ", description: "There" })).toEqual({
      title: "Hi",
      description: "There",
      active: true,
    });
    const blank = broadcastFormSchema.safeParse({ title: "  ", description: "" });
    expect(blank.success).toBe(false);
    const messages = blank.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      message("broadcastsTitleRequired"),
      message("broadcastsDescriptionRequired"),
    ]);
  });

  it("keeps markup as text", () => {
    const title = "<img src=x onerror=alert(1)>";
    expect(broadcastFormSchema.parse({ title, description: "x" }).title).toBe(title);
  });
});

describe("Don't show today", () => {
  it("hides a message for the rest of the local day only", () => {
    const evening = new Date(2026, 2, 14, 23, 59);
    const stored = todayKey(evening);
    expect(stored).toBe("2026-03-14");
    expect(isDismissedToday(stored, new Date(2026, 2, 14, 8, 0))).toBe(true);
    expect(isDismissedToday(stored, new Date(2026, 2, 15, 0, 1))).toBe(false);
    expect(isDismissedToday(null, evening)).toBe(false);
    expect(broadcastDismissKey(7)).not.toBe(broadcastDismissKey(8));
  });
});
