// The status page in Urdu (docs/i18n.md): states, timings and the time of the check.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb, testQueryClient } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { formatMoment, formatNumber } from "../../../domain/i18n/format.ts";
import ur from "../../../domain/i18n/ur/status.ts";
import { activateLocale } from "../../lib/locale.ts";
import { StatusPage } from "./status-page.tsx";

const checkedAt = "2026-11-20T10:00:00.000Z";

describe("StatusPage in Urdu", () => {
  it("says how each part is doing, and when, in Urdu", async () => {
    await activateLocale("ur");
    const site = makeSite({ timezone: "Asia/Karachi" });
    answer("GET /api/site", site);
    answer("GET /api/status", {
      overall: "operational",
      checkedAt,
      utcOffsetMinutes: 300,
      components: [{ id: "db", name: "Database", state: "up", ms: 1234 }],
    });
    renderWeb(<StatusPage />, { client: testQueryClient({ retry: false }) });
    expect(await screen.findByText(ur.overallOperational)).toBeVisible();
    expect(screen.getByText(ur.stateUp)).toBeVisible();
    expect(screen.getByText(`${formatNumber(1234, "ur")} ملی سیکنڈ میں جواب ملا`)).toBeVisible();
    const time = formatMoment(new Date(checkedAt), "Asia/Karachi", "ur");
    expect(await screen.findByText(time)).toHaveAttribute("datetime", checkedAt);
    expect(screen.getByRole("status")).toHaveTextContent(`آخری جانچ: ${time}۔`);
  });

  it("names the parts it knows in Urdu, by id, and another by the server's name", async () => {
    await activateLocale("ur");
    answer("GET /api/site", makeSite());
    answer("GET /api/status", {
      overall: "degraded",
      checkedAt,
      utcOffsetMinutes: 300,
      components: [
        { id: "database", name: "Database", state: "up", ms: 3 },
        { id: "embedded", name: "Built-in voices (eSpeak NG)", state: "up", ms: 5 },
        { id: "neural", name: "Neural voices (Piper)", state: "down", ms: 5 },
        { id: "tomorrow", name: "Tomorrow's engine", state: "unknown", ms: null },
      ],
    });
    renderWeb(<StatusPage />, { client: testQueryClient({ retry: false }) });
    const list = await screen.findByRole("list", { name: ur.components });
    const names = within(list)
      .getAllByRole("listitem")
      .map((row) => row.querySelector("p")?.textContent);
    expect(names).toEqual([
      ur.componentDatabase,
      ur.componentEmbedded,
      ur.componentNeural,
      "Tomorrow's engine",
    ]);
  });
});
