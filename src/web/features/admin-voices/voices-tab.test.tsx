import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failure, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
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
  installed: false,
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
  listing = { voices: [adam], errors: [], catalogue: [lessac], installs: [] };
  if (initial !== "fail") listing = { ...listing, ...initial };
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
