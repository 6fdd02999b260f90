import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failure, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { messageText } from "../../lib/message-text.ts";
import type { AdminVoice, CatalogueVoice, Install, VoicesListing } from "./api.ts";
import { VoicesTab } from "./voices-tab.tsx";

const toast = spyOnToasts();

const labels = { gender: "male" as const, accent: "American", language: "en", description: "Deep" };
const adam: AdminVoice = {
  id: "adam",
  engine: "embedded",
  name: "Adam",
  ...labels,
  enabled: true,
  relabelled: false,
  original: { name: "Adam", ...labels },
};
const lessac: CatalogueVoice = {
  key: "en_US-lessac-medium",
  name: "Lessac",
  gender: "female",
  accent: "American",
  language: "en-US",
  description: "Clear narration",
  approxMb: 63,
  licence: "Research use",
  nonCommercial: true,
  isDefault: false,
  installed: false,
};
const fasih: CatalogueVoice = {
  key: "ur_PK-fasih-medium",
  name: "Fasih",
  gender: "male",
  accent: "Pakistani (Urdu)",
  language: "ur-PK",
  description: "Natural Urdu male voice",
  approxMb: 63,
  licence: "CC BY 4.0",
  nonCommercial: false,
  isDefault: true,
  installed: false,
};
const noDefaults: VoicesListing["defaults"] = {
  voices: [],
  coming: false,
  percent: 100,
  attempt: 0,
  nextTryAt: null,
};
const install = (over: Partial<Install>): Install => ({
  id: "job-1",
  source: lessac.key,
  status: "running",
  phase: "download",
  receivedBytes: 0,
  totalBytes: 60_000_000,
  voiceId: null,
  error: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  ...over,
});

let listing: VoicesListing;

function renderTab(initial: Partial<VoicesListing> | "fail" = {}) {
  listing = { voices: [adam], errors: [], catalogue: [lessac], installs: [], defaults: noDefaults };
  if (initial !== "fail") listing = { ...listing, ...initial };
  answer("GET /api/site", makeSite({ timezone: "Asia/Karachi" }));
  answer("GET /api/admin/voices", () => (initial === "fail" ? failure() : listing));
  answer("PATCH /api/admin/voices/adam", ({ body: { enabled = adam.enabled, ...labels } }) => {
    // A label left empty is the engine's own.
    const own = adam.original;
    const voice = {
      ...adam,
      enabled,
      name: labels.name || own.name,
      gender: labels.gender || own.gender,
      accent: labels.accent || own.accent,
      language: labels.language || own.language,
      description: labels.description || own.description,
      relabelled: "name" in labels,
    };
    return { voice };
  });
  answer(
    "POST /api/admin/voices/installs",
    () => {
      listing = { ...listing, installs: [install({ receivedBytes: 30_000_000 })] };
      return { install: install({}) };
    },
    202,
  );
  return renderWeb(<VoicesTab />).user;
}

describe("VoicesTab", () => {
  it("says why a default voice is not in yet, when the server tries again, and tries again on demand", async () => {
    const failed: VoicesListing["defaults"] = {
      voices: [
        {
          key: fasih.key,
          state: "failed",
          error: "could not reach the mirror",
          receivedBytes: 0,
          totalBytes: null,
        },
      ],
      coming: false,
      percent: 0,
      attempt: 2,
      nextTryAt: "2026-11-28T12:04:00.000Z",
    };
    answer("POST /api/admin/voices/defaults/retry", () => ({ defaults: failed }), 202);
    const user = renderTab({ catalogue: [lessac, fasih], defaults: failed });
    const alert = await screen.findByText(/Fasih is not installed yet: could not reach the mirror/);
    expect(alert).toBeVisible();
    expect(screen.getByText("The server tries again at 28 Nov 2026, 17:04.")).toBeVisible();
    expect(
      screen.getByRole("progressbar", { name: "Installing the default voices" }),
    ).toHaveAttribute("aria-valuetext", "0 of 1 installed");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url.endsWith("/defaults/retry"))).toHaveLength(1),
    );
  });

  it("shows each catalogue voice's licence, marking the defaults and the non-commercial ones", async () => {
    renderTab({ catalogue: [lessac, fasih] });
    const lessacCard = (await screen.findByText("Licence: Research use")).closest("li");
    const fasihCard = screen.getByText("Licence: CC BY 4.0").closest("li");
    expect(within(lessacCard as HTMLElement).getByText("Non-commercial")).toBeVisible();
    expect(within(lessacCard as HTMLElement).queryByText("Default")).toBeNull();
    expect(within(fasihCard as HTMLElement).getByText("Default")).toBeVisible();
    expect(within(fasihCard as HTMLElement).queryByText("Non-commercial")).toBeNull();
  });

  it("lists each voice with its engine, language and an on/off switch that saves", async () => {
    const u = renderTab();
    const table = await screen.findByRole("region", { name: "Voices" });
    const row = within(table).getByText("Adam").closest("tr") as HTMLElement;
    expect(within(row).getByText("eSpeak (built in)")).toBeInTheDocument();
    expect(within(row).getByText("en")).toBeInTheDocument();
    const toggle = within(row).getByRole("switch", { name: "Adam enabled" });
    expect(toggle).toHaveAttribute("aria-checked", "true");

    await u.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    expect(requests.find((c) => c.method === "PATCH")?.body).toEqual({ enabled: false });
    expect(toast.success).toHaveBeenCalledWith(
      messageText("voicesDisabledToast", { name: "Adam" }),
    );
  });

  it("relabels a voice, an empty field meaning the engine's own", async () => {
    const u = renderTab();
    await u.click(await screen.findByRole("button", { name: "Edit labels of Adam" }));
    const dialog = screen.getByRole("dialog", { name: "Labels of Adam" });
    await u.type(within(dialog).getByLabelText("Name"), "Adam Narrator");
    await u.selectOptions(within(dialog).getByLabelText("Gender"), "neutral");
    await u.click(within(dialog).getByRole("button", { name: "Save labels" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messageText("voicesSaved")));
    expect(requests.find((c) => c.method === "PATCH")?.body).toEqual({
      name: "Adam Narrator",
      gender: "neutral",
      accent: null,
      language: null,
      description: null,
    });
    expect(await screen.findByText("Adam Narrator")).toBeInTheDocument();
  });

  it("installs a catalogue voice and shows the server's progress", async () => {
    const u = renderTab();
    await u.click(await screen.findByRole("button", { name: "Install Lessac" }));
    const bar = await screen.findByRole(
      "progressbar",
      { name: "Installing Lessac" },
      { timeout: 3000 },
    );
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("Downloading: 30.0 of 60.0 MB")).toBeInTheDocument();
    expect(requests.find((c) => c.method === "POST")?.body).toEqual({ source: lessac.key });

    // The page keeps asking while the install runs, and shows the result.
    listing = {
      ...listing,
      catalogue: [{ ...lessac, installed: true }],
      installs: [install({ status: "done", phase: null })],
    };
    expect(await screen.findByText("Installed", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows an install started before the page was opened, and keeps following it", async () => {
    renderTab({ installs: [install({ phase: "prepare", receivedBytes: 60_000_000 })] });
    expect(await screen.findByText("Preparing the voice…")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Installing Lessac" })).not.toHaveAttribute(
      "aria-valuenow",
    );
    expect(screen.queryByRole("button", { name: "Install Lessac" })).toBeNull();
    listing = { ...listing, installs: [install({ status: "failed", error: "disk full" })] };
    expect(await screen.findByRole("alert", {}, { timeout: 3000 })).toHaveTextContent(
      "Install failed: disk full",
    );
  });

  it("shows why an install failed, with a way to try again", async () => {
    renderTab({ installs: [install({ status: "failed", error: "Piper's list has no files" })] });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Install failed: Piper's list has no files",
    );
    expect(screen.getByRole("button", { name: "Try again to install Lessac" })).toBeEnabled();
  });

  it("says when the list cannot be loaded", async () => {
    renderTab("fail");
    expect(
      await screen.findByText(messageText("voicesLoadFailed"), {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
