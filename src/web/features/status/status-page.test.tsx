// The status page in English: the time of the check on the operator's clock, written from the
// offset the report carries, without the browser's time-zone data (docs/performance.md).
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb, testQueryClient } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { StatusPage } from "./status-page.tsx";

const checkedAt = "2026-11-20T10:00:00.000Z";

describe("StatusPage", () => {
  it("dates the check on the operator's clock from the report's offset, asking Intl nothing", async () => {
    // A formatter made by an earlier file on this worker (they share modules) would not be made
    // again, so its use is watched too.
    const asked = [
      vi.spyOn(Intl.DateTimeFormat.prototype as { format: unknown }, "format", "get"),
      vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts"),
      vi.spyOn(Intl, "DateTimeFormat"), // last: its spy has a prototype of its own
    ];
    answer("GET /api/site", makeSite({ timezone: "Asia/Karachi" }));
    answer("GET /api/status", {
      overall: "operational",
      checkedAt,
      utcOffsetMinutes: 300,
      components: [{ id: "db", name: "Database", state: "up", ms: 12 }],
    });
    renderWeb(<StatusPage />, { client: testQueryClient({ retry: false }) });
    const time = await screen.findByText("20 Nov 2026, 15:00");
    expect(time).toHaveAttribute("datetime", checkedAt);
    for (const spy of asked) expect(spy).not.toHaveBeenCalled();
  });
});
