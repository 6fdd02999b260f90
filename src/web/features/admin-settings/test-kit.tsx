// Shared by the Settings tab's tests: the current settings, the API's answers to the tab (each
// replaceable by a test), and the tab rendered with its providers (not a test file itself).
import { screen } from "@testing-library/react";
import { type Answer, answer, requests } from "../../../../tests/helpers/api-mock.ts";
import type { OkBody } from "../../../../tests/helpers/api-routes.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import type { EnginesStatus } from "../../../domain/admin.ts";
import { type SiteSettings, siteSettingsSchema } from "../../../domain/settings.ts";
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
type SettingsView = OkBody<"GET /api/admin/settings">;
/** GET and PUT /api/admin/settings answer the settings with what of the stored row failed. */
export const view = (
  settings: SiteSettings,
  problems: SettingsView["problems"] = [],
): SettingsView => ({ ...settings, problems });

export const engines: EnginesStatus = {
  engines: [
    { id: "elevenlabs", ok: true, detail: null },
    { id: "openai", ok: false, detail: "OPENAI_API_KEY is not set" },
  ],
  subscription: { tier: "creator", characterCount: 12345, characterLimit: 100000 },
  subscriptionIsDefault: false,
};

export interface Answers {
  settings?: Answer<"GET /api/admin/settings">;
  save?: Answer<"PUT /api/admin/settings">;
  password?: Answer<"POST /api/admin/settings/password">;
  engines?: Answer<"GET /api/admin/settings/engines">;
}

export function renderTab(answers: Answers = {}) {
  answer("GET /api/site", makeSite());
  answer("GET /api/admin/settings", answers.settings ?? view(current));
  // As the server does: what is sent, read by the shared schema, is what is stored.
  answer(
    "PUT /api/admin/settings",
    answers.save ?? (({ body }) => view(siteSettingsSchema.parse(body))),
  );
  answer("POST /api/admin/settings/password", answers.password ?? { ok: true });
  answer("GET /api/admin/settings/engines", answers.engines ?? engines);
  return renderWeb(<SettingsTab />).user;
}

export const sent = (method: string, url: string) =>
  requests.filter((c) => c.method === method && c.url === url);

/** The settings form, found once it has loaded. */
export async function settingsForm() {
  const save = await screen.findByRole("button", { name: "Save settings" });
  return save.closest("form") as HTMLElement;
}

export const passwordSection = () => screen.getByRole("region", { name: "Admin password" });
