import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure } from "../../../../tests/helpers/api-mock.ts";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { adminText } from "../../../domain/admin.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import { messageText } from "../../lib/message-text.ts";
import {
  current,
  engines,
  passwordSection,
  renderTab,
  sent,
  settingsForm,
  view,
} from "./test-kit.tsx";

const toast = spyOnToasts();

describe("SettingsTab: settings form", () => {
  it("shows a loading state, then the current settings", async () => {
    renderTab();
    expect(screen.getByText("Loading settings").closest("[role=status]")).not.toBeNull();
    const form = within(await settingsForm());
    expect(form.getByLabelText("Site name")).toHaveValue("Awaaz Studio");
    expect(form.getByLabelText("WhatsApp number")).toHaveValue("923331112222");
    expect(form.getByLabelText("Free generations per user")).toHaveValue(3);
    expect(form.getByLabelText("Time zone")).toHaveValue("Asia/Karachi");
    expect(
      form.getAllByLabelText("Account number").map((i) => (i as HTMLInputElement).value),
    ).toEqual(["03005556677", "03455556677"]);
    const primary = form.getAllByRole("radio", { name: "Primary" });
    expect(primary.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
    expect(form.getByRole("button", { name: "Discard changes" })).toBeDisabled();
  });

  it("shows the field errors for invalid input and sends nothing", async () => {
    const u = renderTab();
    const form = within(await settingsForm());
    await u.clear(form.getByLabelText("Site name"));
    await u.clear(form.getByLabelText("WhatsApp number"));
    await u.type(form.getByLabelText("WhatsApp number"), "92300abc4567");
    await u.click(form.getByRole("button", { name: "Save settings" }));

    const siteName = form.getByLabelText("Site name");
    await waitFor(() => expect(siteName).toHaveAttribute("aria-invalid", "true"));
    expect(siteName).toHaveAccessibleDescription(messageText("formRequired"));
    const whatsapp = form.getByLabelText("WhatsApp number");
    expect(whatsapp).toHaveAttribute("aria-invalid", "true");
    expect(
      form.getByText("Digits only, with the country code (for example 923001234567)"),
    ).toBeVisible();
    expect(sent("PUT", "/api/admin/settings")).toHaveLength(0);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("saves the edited values with a PUT and the success toast", async () => {
    const u = renderTab();
    const form = within(await settingsForm());
    await u.clear(form.getByLabelText("Site name"));
    // The schema trims: what is sent is what the server would store.
    await u.type(form.getByLabelText("Site name"), "  Awaaz Pro  ");
    const second = form.getAllByLabelText("Account number")[1] as HTMLElement;
    await u.clear(second);
    await u.type(second, "03111234567");
    await u.clear(form.getByLabelText("Free generations per user"));
    await u.type(form.getByLabelText("Free generations per user"), "5");
    expect(form.getByRole("button", { name: "Discard changes" })).toBeEnabled();
    await u.click(form.getByRole("button", { name: "Save settings" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminText.settingsSaved));
    expect(adminText.settingsSaved).toBe("Settings saved successfully!");
    const puts = sent("PUT", "/api/admin/settings");
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      ...current,
      siteName: "Awaaz Pro",
      freeQuota: 5,
      wallets: [
        current.wallets[0],
        { type: "EasyPaisa", holder: "Studio Owner", number: "03111234567", primary: false },
      ],
    });
    // The saved settings become the form's new starting point.
    expect(form.getByLabelText("Site name")).toHaveValue("Awaaz Pro");
    await waitFor(() =>
      expect(form.getByRole("button", { name: "Discard changes" })).toBeDisabled(),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("moves Primary to the chosen wallet, so exactly one is sent as primary", async () => {
    const u = renderTab();
    const form = within(await settingsForm());
    const radios = form.getAllByRole("radio", { name: "Primary" });
    await u.click(radios[1] as HTMLElement);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true]);
    await u.click(form.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminText.settingsSaved));
    const body = sent("PUT", "/api/admin/settings")[0]?.body as SiteSettings;
    expect(body.wallets.map((w) => w.primary)).toEqual([false, true]);
  });

  it("refuses settings without a primary wallet", async () => {
    const u = renderTab({
      settings: () =>
        view({ ...current, wallets: current.wallets.map((w) => ({ ...w, primary: false })) }),
    });
    const form = within(await settingsForm());
    await u.click(form.getByRole("button", { name: "Save settings" }));
    expect(await form.findByRole("alert")).toHaveTextContent("Exactly one wallet must be primary");
    expect(sent("PUT", "/api/admin/settings")).toHaveLength(0);
  });

  it("discards unsaved edits", async () => {
    const u = renderTab();
    const form = within(await settingsForm());
    await u.type(form.getByLabelText("Site name"), " edited");
    await u.click(form.getByRole("button", { name: "Discard changes" }));
    expect(form.getByLabelText("Site name")).toHaveValue("Awaaz Studio");
    expect(sent("PUT", "/api/admin/settings")).toHaveLength(0);
  });

  it("shows the server's validation message when it refuses the save", async () => {
    const u = renderTab({ save: failure(400, "BAD_REQUEST", "Unknown time zone") });
    const form = within(await settingsForm());
    await u.type(form.getByLabelText("Site name"), "!");
    await u.click(form.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Unknown time zone"));
    expect(toast.success).not.toHaveBeenCalled();
    // The edit is kept for the admin to correct.
    expect(form.getByLabelText("Site name")).toHaveValue("Awaaz Studio!");
    await waitFor(() =>
      expect(form.getByRole("button", { name: "Discard changes" })).toBeEnabled(),
    );
  });

  it("falls back to its own message when the save fails on the server", async () => {
    const u = renderTab({ save: failure() });
    const form = within(await settingsForm());
    await u.click(form.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(adminText.settingsSaveFailed));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says the settings failed to load and Retry loads them", async () => {
    let fail = true;
    const u = renderTab({
      settings: () => (fail ? failure() : view(current)),
    });
    const alert = await screen.findByText(adminText.settingsLoadFailed);
    expect(toast.error).toHaveBeenCalledWith(adminText.settingsLoadFailed);
    expect(screen.queryByRole("button", { name: "Save settings" })).toBeNull();
    fail = false;
    await u.click(
      within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", {
        name: "Retry",
      }),
    );
    expect(await screen.findByLabelText("Site name")).toHaveValue("Awaaz Studio");
  });
});

describe("SettingsTab: admin password", () => {
  it("refuses a short new password and an empty current one, sending nothing", async () => {
    const u = renderTab();
    const section = within(passwordSection());
    await u.type(section.getByLabelText("New password"), "short");
    await u.click(section.getByRole("button", { name: "Change password" }));
    expect(await section.findByText(messageText("authPasswordLength"))).toBeVisible();
    expect(section.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(section.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(sent("POST", "/api/admin/settings/password")).toHaveLength(0);
  });

  it("changes the password, toasts and clears the fields", async () => {
    const u = renderTab();
    const section = within(passwordSection());
    await u.type(section.getByLabelText("Current password"), "old-secret-1");
    await u.type(section.getByLabelText("New password"), "new-secret-22");
    await u.click(section.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminText.passwordChanged));
    expect(sent("POST", "/api/admin/settings/password").map((c) => c.body)).toEqual([
      { currentPassword: "old-secret-1", newPassword: "new-secret-22" },
    ]);
    await waitFor(() => expect(section.getByLabelText("Current password")).toHaveValue(""));
    expect(section.getByLabelText("New password")).toHaveValue("");
  });

  it("marks the current password when the server says it is wrong", async () => {
    const u = renderTab({
      password: failure(403, "WRONG_PASSWORD", adminText.wrongCurrentPassword),
    });
    const section = within(passwordSection());
    await u.type(section.getByLabelText("Current password"), "not-it-at-all");
    await u.type(section.getByLabelText("New password"), "new-secret-22");
    await u.click(section.getByRole("button", { name: "Change password" }));
    expect(await section.findByText(adminText.wrongCurrentPassword)).toBeVisible();
    expect(section.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).toHaveBeenCalledWith(adminText.wrongCurrentPassword);
    expect(toast.success).not.toHaveBeenCalled();
    // The typed values stay, so the admin can correct the current password.
    expect(section.getByLabelText("New password")).toHaveValue("new-secret-22");
  });
});

describe("SettingsTab: speech engines", () => {
  const enginesSection = () => within(screen.getByRole("region", { name: "Speech engines" }));

  it("shows each engine's state and the ElevenLabs subscription", async () => {
    renderTab();
    const section = enginesSection();
    const ok = await section.findByText("elevenlabs");
    expect(ok.parentElement).toHaveTextContent("elevenlabs: configured and reachable");
    const down = section.getByText("openai").parentElement as HTMLElement;
    expect(down).toHaveTextContent("openai: not available");
    expect(within(down).getByText("OPENAI_API_KEY is not set")).toBeVisible();
    // Real figures: no "defaults" note.
    expect(section.getByText(/ElevenLabs subscription:/)).toHaveTextContent(
      /^ElevenLabs subscription: creator · 12,345 of 100,000 characters used$/,
    );
  });

  it("marks the subscription figures as the defaults when ElevenLabs could not be asked", async () => {
    renderTab({
      engines: {
        ...engines,
        subscription: { tier: "free", characterCount: 0, characterLimit: 10000 },
        subscriptionIsDefault: true,
      },
    });
    const section = enginesSection();
    expect(await section.findByText(/ElevenLabs subscription:/)).toHaveTextContent(
      "ElevenLabs subscription: free · 0 of 10,000 characters used (defaults: ElevenLabs could not be asked)",
    );
  });

  it("shows no subscription when ElevenLabs is not set up, and says when no engine reported", async () => {
    renderTab({
      engines: { engines: [], subscription: null, subscriptionIsDefault: false },
    });
    const section = enginesSection();
    expect(await section.findByText("No speech engine reported its status.")).toBeVisible();
    expect(section.queryByText(/ElevenLabs subscription:/)).toBeNull();
  });

  it("says the status failed to load and Retry loads it", async () => {
    let fail = true;
    const u = renderTab({
      engines: () => (fail ? failure() : engines),
    });
    const section = enginesSection();
    const alert = await section.findByRole("alert");
    expect(alert).toHaveTextContent(adminText.enginesLoadFailed);
    expect(toast.error).toHaveBeenCalledWith(adminText.enginesLoadFailed);
    fail = false;
    await u.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await section.findByText("elevenlabs")).toBeVisible();
  });
});
