// Shared by the studio's React tests: the voice list, a generation, and the API answering the
// studio's calls the way the server does (the signed-in user: tests/helpers/web-fixtures.ts).
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { type Answer, answer, failure, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb, testQueryClient } from "../../../../tests/helpers/render-web.tsx";
import { firstPage, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { type Me, meKey, useMe } from "../../lib/me.ts";
import type { Dictionary } from "../../lib/pronunciation.ts";
import type { GenerateResult, Voice } from "./api.ts";
import { studioText } from "./texts.ts";
import { VoiceStudio } from "./voice-studio.tsx";

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
  voice("basic-en-us-male-1", "Basic English (US), male 1", "male", "American", "en"),
  voice("basic-en-us-female-1", "Basic English (US), female 1", "female", "American", "en"),
  voice("basic-en-gb-female-1", "Basic English (UK), female 1", "female", "British", "en"),
  voice("basic-en-gb-male-2", "Basic English (UK), male 2", "male", "British", "en"),
  voice("basic-ur-female-1", "Basic Urdu, female", "female", "Urdu", "ur"),
  voice("basic-hi-male-1", "Basic Hindi, male", "male", "Hindi", "hi"),
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
    voiceId: "basic-en-us-male-1",
    voiceName: "Basic English (US), male 1",
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

export interface ServerOptions {
  me: Me;
  voices?: Voice[] | "fail";
  generate?: Answer<"POST /api/generations">;
  history?: GenerateResult["generation"][];
  /** The default neural voices' progress, asked each time the page polls. */
  coming?: () => { coming: boolean; percent: number };
  /** The user's pronunciation dictionaries (none unless given). */
  dictionaries?: Dictionary[];
}

export const dictionary = (id: string, name: string): Dictionary => ({
  id,
  name,
  description: null,
  latestVersionId: `${id}-v1`,
  rulesCount: 1,
  createdAt: "2026-11-22T14:30:00.000Z",
  archivedAt: null,
  rules: [
    {
      type: "alias",
      stringToReplace: "ETA",
      alias: "estimated time of arrival",
      caseSensitive: true,
      wordBoundaries: true,
    },
  ],
});

/** Answers the studio's calls the way the server does; `requests` shows what the page sent. */
function fakeServer({
  me: initial,
  voices: list = voices,
  generate,
  history = [],
  coming = () => ({ coming: false, percent: 100 }),
  dictionaries = [],
}: ServerOptions) {
  let me = initial;
  let items = [...history];
  answer("GET /api/site", makeSite());
  answer("GET /api/me", () => me);
  answer("GET /api/voices", list === "fail" ? failure() : list);
  answer("GET /api/voices/coming", coming);
  answer("GET /api/pronunciation", { dictionaries });
  answer("GET /api/generations", () => firstPage(items));
  answer("DELETE /api/generations/:id", ({ params }) => {
    items = items.filter((g) => g.id !== params.id);
    return { deleted: true };
  });
  answer("GET /api/generations/:id/captions", { cues: generatedCues, words: [] });
  answer(
    "POST /api/generations",
    generate ??
      (() => {
        const { limit, remaining, unlimited, daysLeft } = generated;
        const used = me.profile.voicesGenerated + 1;
        me = {
          ...me,
          profile: { ...me.profile, limit, remaining, unlimited, daysLeft, voicesGenerated: used },
        };
        return generated;
      }),
    201,
  );
}

// Renders the studio as the dashboard does: from the ["me"] query, so its updates show.
function Page() {
  const me = useMe();
  return me.data ? <VoiceStudio me={me.data} /> : null;
}

export function renderStudio(options: ServerOptions) {
  fakeServer(options);
  const client = testQueryClient({ retry: false });
  client.setQueryData(meKey, options.me);
  return renderWeb(<Page />, { path: "/dashboard", client });
}

/** The POST bodies the page sent to /api/generations. */
export function generationRequests(): unknown[] {
  return requests
    .filter(({ url, method }) => url === "/api/generations" && method === "POST")
    .map(({ body }) => body);
}

// The voice row and its sheet, found by their names in the active language.

/** The studio's voice row: the chosen voice, its sample and Change. */
export const voiceRow = () => screen.getByRole("region", { name: studioText("pickerVoice") });

/** The name of the voice the studio will speak with, as its row shows it (null: none yet). */
export const chosenVoice = () => voiceRow().querySelector("bdi")?.textContent ?? null;

/** Waits for the voice list to load (Change then stands in the voice row). */
export const voicesLoaded = () =>
  screen.findByRole("button", { name: studioText("pickerChangeLabel") });

/** Waits for the voices, then opens the sheet that lists them all. */
export async function openVoices(user: UserEvent) {
  await user.click(await voicesLoaded());
  return screen.getByRole("dialog", { name: studioText("pickerLegend") });
}

/** Chooses a voice in the sheet, and closes it with Done. */
export async function chooseVoice(user: UserEvent, name: RegExp) {
  const sheet = await openVoices(user);
  await user.click(within(sheet).getByRole("radio", { name }));
  await user.click(within(sheet).getByRole("button", { name: studioText("pickerDone") }));
}
