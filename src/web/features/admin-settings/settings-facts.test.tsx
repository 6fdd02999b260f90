// docs/product.md section 4: the Settings tab shows the stored settings that failed validation,
// says when payments are not open, and turns the landing page's figures on.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { adminText } from "../../../domain/admin.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import { messageText } from "../../lib/message-text.ts";
import { current, renderTab, sent, settingsForm, view } from "./test-kit.tsx";

const toast = spyOnToasts();

describe("SettingsTab: payments, stored problems and the landing page's facts", () => {
  it("lists the stored settings that failed validation, by section", async () => {
    renderTab({
      settings: () =>
        view({ ...current, wallets: [] }, [
          { key: "wallets", message: "Exactly one wallet must be primary" },
          { key: "timezone", message: "Unknown time zone" },
        ]),
    });
    const alert = await screen.findByRole("alert", { name: messageText("settingsProblemsTitle") });
    expect(alert).toHaveTextContent("Wallet accounts: Exactly one wallet must be primary");
    expect(alert).toHaveTextContent("Time zone: Unknown time zone");
    // What a save sends is the form's values: the report is not among them.
    const form = within(await settingsForm());
    expect(form.getByText(messageText("purchaseNotOpen"))).toBeVisible();
  });

  it("shows no report when the stored row is sound", async () => {
    renderTab();
    await settingsForm();
    expect(screen.queryByRole("alert", { name: messageText("settingsProblemsTitle") })).toBeNull();
  });

  it("with no wallet saved, says payments are not open; the first wallet added is primary", async () => {
    const u = renderTab({ settings: () => view({ ...current, wallets: [] }) });
    const form = within(await settingsForm());
    expect(form.getByText(messageText("purchaseNotOpen"))).toBeVisible();
    await u.click(form.getByRole("button", { name: "Add wallet" }));
    await u.selectOptions(form.getByLabelText("Type"), "JazzCash");
    await u.type(form.getByLabelText("Account holder"), "Shop Owner");
    expect(form.getByText("A Pakistani mobile number, such as 0300 1234567")).toBeVisible();
    await u.type(form.getByLabelText("Account number"), "0321-7778899");
    await u.click(form.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminText.settingsSaved));
    const body = sent("PUT", "/api/admin/settings")[0]?.body as SiteSettings & {
      problems?: unknown;
    };
    expect(body.wallets).toEqual([
      { type: "JazzCash", holder: "Shop Owner", number: "03217778899", primary: true },
    ]);
    expect(body.problems).toBeUndefined();
  });

  it("refuses a wallet number in the wrong format beside its field, and an old example until confirmed", async () => {
    const u = renderTab({ settings: () => view({ ...current, wallets: [] }) });
    const form = within(await settingsForm());
    await u.click(form.getByRole("button", { name: "Add wallet" }));
    await u.selectOptions(form.getByLabelText("Type"), "Bank account");
    await u.type(form.getByLabelText("Account holder"), "Shop Owner");
    const number = form.getByLabelText("Account number");
    await u.type(number, "12345");
    await u.click(form.getByRole("button", { name: "Save settings" }));
    expect(await form.findByText(/Give a bank account as its IBAN/)).toBeVisible();
    expect(number).toHaveAttribute("aria-invalid", "true");

    await u.selectOptions(form.getByLabelText("Type"), "JazzCash");
    await u.clear(number);
    await u.type(number, "0300 1234567");
    await u.click(form.getByRole("button", { name: "Save settings" }));
    expect(
      await form.findByText(/This is the example number earlier versions filled in/),
    ).toBeVisible();
    expect(sent("PUT", "/api/admin/settings")).toEqual([]);
    await u.click(form.getByRole("checkbox", { name: "This is my real number" }));
    await u.click(form.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminText.settingsSaved));
    const body = sent("PUT", "/api/admin/settings")[0]?.body as SiteSettings;
    expect(body.wallets).toEqual([
      {
        type: "JazzCash",
        holder: "Shop Owner",
        number: "03001234567",
        primary: true,
        confirmedExample: true,
      },
    ]);
  });

  it("turns the landing page's figures on with the operator's own numbers", async () => {
    const u = renderTab();
    const form = within(await settingsForm());
    const show = form.getByRole("checkbox", { name: /Show these figures on the landing page/ });
    expect(show).not.toBeChecked();
    await u.click(show);
    await u.type(form.getByLabelText("Happy customers"), "320");
    await u.click(form.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminText.settingsSaved));
    const body = sent("PUT", "/api/admin/settings")[0]?.body as SiteSettings;
    expect(body.socialProof).toEqual({
      show: true,
      happyCustomers: "320",
      orders: "",
      voicesGenerated: "",
      rating: "",
    });
  });
});
