import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failure, type Reply, requestLines } from "../../../../tests/helpers/api-mock.ts";
import type { OkBody } from "../../../../tests/helpers/api-routes.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { AUDIT_PAGE_SIZE, adminText } from "../../../domain/admin.ts";
import { AuditTab } from "./audit-tab.tsx";

const toast = spyOnToasts();

type AuditPage = OkBody<"GET /api/admin/audit">;
type AuditRow = AuditPage["items"][number];

const approved: AuditRow = {
  id: 2,
  action: "payment.approve",
  target: "payment:12",
  detail: { plan: "Creator Pro", amount: { before: 1800, after: 1500 } },
  ip: "203.0.113.5",
  createdAt: "2026-11-20T10:00:00.000Z",
};

const signedIn: AuditRow = {
  id: 1,
  action: "admin.login",
  target: null,
  detail: null,
  ip: null,
  createdAt: "2026-11-19T08:30:00.000Z",
};

const actions = ["admin.login", "payment.approve", "settings.update"];

const page = (items: AuditRow[], over: Partial<AuditPage> = {}): AuditPage => ({
  items,
  total: items.length,
  totalEstimated: false,
  page: 1,
  pageSize: AUDIT_PAGE_SIZE,
  next: null,
  actions,
  ...over,
});

/** What the tab asked of the audit log. */
const calls = () => requestLines("/api/admin/audit");

function renderTab(
  auditAnswer: (query: URLSearchParams) => Reply<"GET /api/admin/audit">,
  timezone = "America/New_York",
) {
  answer("GET /api/site", makeSite({ timezone }));
  answer("GET /api/admin/audit", ({ query }) => auditAnswer(query));
  return renderWeb(<AuditTab />).user;
}

const log = () => screen.getByRole("region", { name: "Audit log" });

describe("AuditTab", () => {
  it("shows a loading state, then each entry's time, action, target, detail and IP", async () => {
    renderTab(() => page([approved, signedIn]));
    expect(screen.getByRole("status")).toHaveTextContent("Loading the audit log");
    // The operator's time zone (New York here), not the browser's or UTC.
    const row = (await screen.findByText("20 Nov 2026, 05:00:00")).closest("tr") as HTMLElement;
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual([
      "20 Nov 2026, 05:00:00",
      "payment.approve",
      "payment:12",
      // Read as lines, a change as old -> new, not as the stored JSON.
      "plan: Creator Proamount: 1800 -> 1500",
      "203.0.113.5",
    ]);
    const other = screen.getByText("admin.login", { selector: "td" }).closest("tr") as HTMLElement;
    expect(
      within(other)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["19 Nov 2026, 03:30:00", "admin.login", "—", "—", "—"]);
    expect(calls()).toEqual(["GET /api/admin/audit?action=&page=1"]);
    // One page: no pager.
    expect(screen.queryByRole("navigation", { name: "Audit log pages" })).toBeNull();
  });

  it("names a user or plan target instead of its id", async () => {
    renderTab(() => page([{ ...approved, target: "plan:3", targetName: "Creator Pro" }]));
    const row = (await screen.findByText("payment.approve", { selector: "td" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("Creator Pro", { selector: "td" })).toBeVisible();
    expect(within(row).queryByText("plan:3")).toBeNull();
  });

  it("filters by action and offers the actions the server lists", async () => {
    const u = renderTab((q) =>
      q.get("action") === "payment.approve"
        ? page([approved], { actions: ["payment.approve"] })
        : page([approved, signedIn]),
    );
    await screen.findByText("admin.login", { selector: "td" });
    const select = screen.getByLabelText("Action");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All actions", ...actions]);
    await u.selectOptions(select, "payment.approve");
    await waitFor(() =>
      expect(calls().at(-1)).toBe("GET /api/admin/audit?action=payment.approve&page=1"),
    );
    await waitFor(() => expect(screen.queryByText("admin.login", { selector: "td" })).toBeNull());
    expect(within(log()).getByText("payment.approve")).toBeVisible();
    expect(select).toHaveValue("payment.approve");
  });

  it("pages through the log by cursor and starts again at page 1 when the filter changes", async () => {
    const total = AUDIT_PAGE_SIZE * 2 + 3;
    const u = renderTab((q) => {
      const n = Number(q.get("page"));
      return page([{ ...approved, id: n, target: `page ${n} after ${q.get("after")}` }], {
        total,
        page: n,
        next: n < 3 ? `cursor-${n + 1}` : null,
      });
    });
    const pager = within(await screen.findByRole("navigation", { name: "Audit log pages" }));
    expect(pager.getByText(`Page 1 of 3 · ${total} entries`)).toBeVisible();
    expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    await u.click(pager.getByRole("button", { name: "Next" }));
    expect(await pager.findByText(`Page 2 of 3 · ${total} entries`)).toBeVisible();
    expect(await within(log()).findByText("page 2 after cursor-2")).toBeVisible();
    expect(calls().at(-1)).toBe("GET /api/admin/audit?action=&page=2&after=cursor-2");
    await u.click(pager.getByRole("button", { name: "Next" }));
    expect(await pager.findByText(`Page 3 of 3 · ${total} entries`)).toBeVisible();
    expect(calls().at(-1)).toBe("GET /api/admin/audit?action=&page=3&after=cursor-3");
    // The last page gave no cursor: there is nothing after it.
    expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
    // Previous asks for page 2 after the same row as before.
    await u.click(pager.getByRole("button", { name: "Previous" }));
    expect(await within(log()).findByText("page 2 after cursor-2")).toBeVisible();

    await u.selectOptions(screen.getByLabelText("Action"), "settings.update");
    await waitFor(() =>
      expect(calls().at(-1)).toBe("GET /api/admin/audit?action=settings.update&page=1"),
    );
    expect(await pager.findByText(`Page 1 of 3 · ${total} entries`)).toBeVisible();
  });

  it("says about for an estimated total, and offers Next while there is a cursor", async () => {
    renderTab(() => page([approved], { total: 3_000_000, totalEstimated: true, next: "cursor-2" }));
    const pager = within(await screen.findByRole("navigation", { name: "Audit log pages" }));
    expect(pager.getByText("Page 1 of about 60,000 · about 3,000,000 entries")).toBeVisible();
    expect(pager.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("says when nothing has been recorded, for all actions and for one", async () => {
    const u = renderTab(() => page([]));
    expect(await screen.findByText("No admin actions recorded.")).toBeVisible();
    await u.selectOptions(screen.getByLabelText("Action"), "admin.login");
    expect(await screen.findByText("No admin actions recorded for this action.")).toBeVisible();
  });

  it("says the load failed and Retry loads the log", async () => {
    let fail = true;
    const u = renderTab(() => (fail ? failure() : page([approved])));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(adminText.auditLoadFailed);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(adminText.auditLoadFailed);
    fail = false;
    await u.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("payment:12")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
