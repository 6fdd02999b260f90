// Shared by the Settings tab's tests: the current settings, a fake API that records what was sent,
// and the tab rendered with its providers (not a test file itself).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import type { EnginesStatus } from "../../../domain/admin.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import { SettingsTab } from "./settings-tab.tsx";

export const current: SiteSettings = {
  ...defaultSettings,
  siteName: "Awaaz Studio",
  whatsappNumber: "923331112222",
  freeQuota: 3,
  wallets: [
    { type: "JazzCash", holder: "Studio Owner", number: "03005556677", primary: true },
    { type: "EasyPaisa", holder: "Studio Owner", number: "03455556677", primary: false },
  ],
};
/** GET and PUT /api/admin/settings answer the settings with what of the stored row failed. */
export const view = (settings: unknown, problems: unknown[] = []) =>
  Response.json({ ...(settings as object), problems });

export const engines: EnginesStatus = {
  engines: [
    { id: "elevenlabs", ok: true, detail: null },
    { id: "openai", ok: false, detail: "OPENAI_API_KEY is not set" },
  ],
  subscription: { tier: "creator", characterCount: 12345, characterLimit: 100000 },
  subscriptionIsDefault: false,
};

export type Handler = (body: unknown) => Response;
export interface Answers {
  settings?: () => Response;
  save?: Handler;
  password?: Handler;
  engines?: () => Response;
}

let calls: { method: string; url: string; body: unknown }[] = [];

export function renderTab(answers: Answers = {}) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === "/api/admin/settings" && method === "GET")
        return (answers.settings ?? (() => view(current)))();
      if (url === "/api/admin/settings" && method === "PUT")
        return (answers.save ?? ((b) => view(b)))(body);
      if (url === "/api/admin/settings/password" && method === "POST")
        return (answers.password ?? (() => Response.json({ ok: true })))(body);
      if (url === "/api/admin/settings/engines" && method === "GET")
        return (answers.engines ?? (() => Response.json(engines)))();
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <SettingsTab />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

export const sent = (method: string, url: string) =>
  calls.filter((c) => c.method === method && c.url === url);

export const failure =
  (status = 500, code = "INTERNAL", message = "boom") =>
  () =>
    Response.json({ error: { code, message } }, { status });

/** The settings form, found once it has loaded. */
export async function settingsForm() {
  const save = await screen.findByRole("button", { name: "Save settings" });
  return save.closest("form") as HTMLElement;
}

export const passwordSection = () => screen.getByRole("region", { name: "Admin password" });
