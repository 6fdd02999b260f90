// Shared by the studio's React tests: a signed-in user, the voice list, and a fetch that answers
// the studio's API calls the way the server does.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import { type Me, meKey, useMe } from "../../lib/me.ts";
import type { GenerateResult, Voice } from "./api.ts";
import { VoiceStudio } from "./voice-studio.tsx";

type Profile = Me["profile"];

export function makeMe(profile: Partial<Profile> = {}): Me {
  return {
    user: { id: "u1", email: "sara@example.com", name: "sara", image: null },
    profile: {
      uid: "u1",
      email: "sara@example.com",
      displayName: "sara",
      accountStatus: "free",
      subscriptionPlan: "free",
      plan: null,
      planAmount: null,
      planExpiry: null,
      subscriptionExpiry: null,
      upgradedAt: null,
      voicesGenerated: 0,
      voiceGenerationsUsed: 0,
      voiceGenerationsLimit: 2,
      status: "active",
      isActive: true,
      createdAt: "2026-11-01T10:00:00.000Z",
      limit: 2,
      remaining: 2,
      unlimited: false,
      daysLeft: null,
      ...profile,
    },
  };
}

const voice = (
  id: string,
  name: string,
  gender: Voice["gender"],
  accent: string,
  language: string,
): Voice => ({
  id,
  name,
  gender,
  accent,
  language,
  description: `${name} voice`,
  engine: "embedded",
  usesSettings: false,
  previewUrl: `/api/voices/${id}/preview`,
});

export const voices: Voice[] = [
  voice("adam", "Adam", "male", "American", "en"),
  voice("bella", "Bella", "female", "American", "en"),
  voice("dorothy", "Dorothy", "female", "British", "en"),
  voice("dave", "Dave", "male", "British", "en"),
  voice("urdu-female", "Urdu Female", "female", "Urdu", "ur"),
  voice("hindi-male", "Hindi Male", "male", "Hindi", "hi"),
  {
    ...voice("el:rachel", "Rachel", "female", "American", "en"),
    engine: "elevenlabs",
    usesSettings: true,
    previewUrl: null,
  },
];

export const generated: GenerateResult = {
  generation: {
    id: "g1",
    audioUrl: "/api/generations/g1/audio",
    voiceId: "adam",
    voiceName: "Adam",
    engine: "embedded",
    format: "mp3",
    textLength: 11,
    textPreview: "Hello there",
    audioSize: 24_000,
    durationMs: 1500,
    captions: true,
    source: "studio",
    createdAt: "2026-11-22T14:30:00.000Z",
  },
  limit: 2,
  remaining: 1,
  unlimited: false,
  daysLeft: null,
};

/** The caption lines the fake server gives for any generation. */
export const generatedCues = [
  { start: 0, end: 700, text: "Hello" },
  { start: 700, end: 1500, text: "there" },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export interface ServerOptions {
  me: Me;
  voices?: Voice[] | "fail";
  generate?: () => Response;
  history?: GenerateResult["generation"][];
}

/** Answers the studio's calls; `fetch.mock.calls` shows what the page sent. */
export function fakeServer({
  me: initial,
  voices: list = voices,
  generate,
  history = [],
}: ServerOptions) {
  let me = initial;
  let items = [...history];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (url === "/api/voices")
      return list === "fail"
        ? json({ error: { code: "INTERNAL", message: "boom" } }, 500)
        : json(list);
    if (url === "/api/me") return json(me);
    if (url === "/api/site") return json({ ...defaultSettings, auth: { google: false } });
    if (url.startsWith("/api/generations?"))
      return json({ items, total: items.length, page: 1, pageSize: 20 });
    const own = /^\/api\/generations\/([\w-]+)$/.exec(url);
    if (own && method === "DELETE") {
      items = items.filter((g) => g.id !== own[1]);
      return json({ deleted: true });
    }
    if (/^\/api\/generations\/[\w-]+\/captions$/.test(url)) return json({ cues: generatedCues });
    if (url === "/api/generations" && method === "POST") {
      if (generate) return generate();
      const { limit, remaining, unlimited, daysLeft } = generated;
      const used = me.profile.voicesGenerated + 1;
      me = {
        ...me,
        profile: { ...me.profile, limit, remaining, unlimited, daysLeft, voicesGenerated: used },
      };
      return json(generated, 201);
    }
    return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

// Renders the studio as the dashboard does: from the ["me"] query, so its updates show.
function Page() {
  const me = useMe();
  return me.data ? <VoiceStudio me={me.data} /> : null;
}

export function renderStudio(options: ServerOptions) {
  const fetch = fakeServer(options);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, options.me);
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client, fetch, user: userEvent.setup() };
}

/** The POST bodies the page sent to /api/generations. */
export function generationRequests(fetch: ReturnType<typeof fakeServer>): unknown[] {
  return fetch.mock.calls
    .filter(([url, init]) => String(url) === "/api/generations" && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));
}
