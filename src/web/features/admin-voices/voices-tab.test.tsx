import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { msg } from "../../../domain/messages.ts";
import type { AdminVoice, CatalogueVoice, Install, VoicesListing } from "./api.ts";
import { VoicesTab } from "./voices-tab.tsx";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/toaster.tsx", () => ({ toast }));

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
let calls: { method: string; url: string; body: unknown }[];

function renderTab(initial: Partial<VoicesListing> | "fail" = {}) {
  calls = [];
  listing = { voices: [adam], errors: [], catalogue: [lessac], installs: [] };
  if (initial !== "fail") listing = { ...listing, ...initial };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === "/api/admin/voices" && method === "GET")
        return initial === "fail"
          ? Response.json({ error: { code: "INTERNAL", message: "boom" } }, { status: 500 })
          : Response.json(listing);
      if (url === "/api/admin/voices/adam" && method === "PATCH") {
        const voice = { ...adam, ...body, relabelled: "name" in body };
        return Response.json({ voice });
      }
      if (url === "/api/admin/voices/installs" && method === "POST") {
        listing = { ...listing, installs: [install({ receivedBytes: 30_000_000 })] };
        return Response.json({ install: install({}) }, { status: 202 });
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <VoicesTab />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

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
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ enabled: false });
    expect(toast.success).toHaveBeenCalledWith(msg.voices.disabledToast("Adam"));
  });

  it("relabels a voice, an empty field meaning the engine's own", async () => {
    const u = renderTab();
    await u.click(await screen.findByRole("button", { name: "Edit labels of Adam" }));
    const dialog = screen.getByRole("dialog", { name: "Labels of Adam" });
    await u.type(within(dialog).getByLabelText("Name"), "Adam Narrator");
    await u.selectOptions(within(dialog).getByLabelText("Gender"), "neutral");
    await u.click(within(dialog).getByRole("button", { name: "Save labels" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(msg.voices.saved));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
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
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ source: lessac.key });

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
      await screen.findByText(msg.voices.loadFailed, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
