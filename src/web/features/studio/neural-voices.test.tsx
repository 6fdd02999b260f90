import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { answer, failure } from "../../../../tests/helpers/api-mock.ts";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { activateLocale } from "../../lib/locale.ts";
import { messageText } from "../../lib/message-text.ts";
import type { Voice } from "./api.ts";
import {
  chooseVoice,
  chosenVoice,
  generationRequests,
  openVoices,
  renderStudio,
  voices,
  voicesLoaded,
} from "./test-fixtures.tsx";

// Toasts are not what these tests are about: none is shown.
spyOnToasts();
afterEach(() => {
  // The studio keeps an unsent draft (text and voice) in this browser: start each test without one.
  localStorage.clear();
});

const amy: Voice = {
  id: "neural:en_US-amy-medium",
  name: "Amy",
  gender: "female",
  accent: "American",
  language: "en-US",
  description: "Neural narration",
  engine: "neural",
  usesSettings: false,
  previewUrl: "/api/voices/neural%3Aen_US-amy-medium/preview",
};
const withNeural = [...voices, amy];
const type = (text: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: "Text to speak" }), {
    target: { value: text },
  });

async function studio(list = withNeural) {
  const ctx = renderStudio({ me: makeMe(), voices: list });
  await voicesLoaded();
  return ctx;
}

describe("neural voices in the studio", () => {
  it("says natural voices are on their way, with how far, and lists them once they arrive", async () => {
    let arrived = false;
    const { user } = renderStudio({
      me: makeMe(),
      voices,
      coming: () => (arrived ? { coming: false, percent: 100 } : { coming: true, percent: 40 }),
    });
    expect(
      await screen.findByText(
        "Natural voices are on their way (40%). The basic voices work meanwhile.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Natural voices installing" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    answer("GET /api/voices", withNeural);
    arrived = true;
    await waitFor(
      () =>
        expect(screen.queryByRole("progressbar", { name: "Natural voices installing" })).toBeNull(),
      { timeout: 8000 },
    );
    const sheet = await openVoices(user);
    await waitFor(() => expect(within(sheet).getByRole("radio", { name: /Amy/ })).toBeVisible());
  });

  it("starts on the best installed voice: neural before eSpeak", async () => {
    await studio();
    await waitFor(() => expect(chosenVoice()).toMatch(/Amy/));
  });

  it("starts on the first eSpeak voice when no neural voice is installed", async () => {
    await studio(voices);
    await waitFor(() => expect(chosenVoice()).toMatch(/US\), male 1/));
  });

  it("starts an Urdu page on the Urdu neural voice, else on the basic Urdu one", async () => {
    await activateLocale("ur");
    const urduNeural: Voice = {
      ...amy,
      id: "neural:ur_PK-x-medium",
      name: "Urdu Neural",
      language: "ur_PK",
    };
    const first = await studio([...withNeural, urduNeural]);
    await waitFor(() => expect(chosenVoice()).toMatch(/Urdu Neural/));
    first.unmount();
    localStorage.clear();

    // An English neural voice cannot read what an Urdu reader types: the basic Urdu voice can.
    await studio();
    await waitFor(() => expect(chosenVoice()).toMatch(/Urdu, female/));
  });

  it("tags neural voices and filters them with the Neural chip", async () => {
    const { user } = await studio();
    await openVoices(user);
    const amyRow = screen.getByRole("radio", { name: /Amy/ }).closest("label") as HTMLElement;
    expect(within(amyRow).getByText("Neural")).toBeVisible();
    const basicRow = screen
      .getByRole("radio", { name: /US\), male 1/ })
      .closest("label") as HTMLElement;
    expect(within(basicRow).queryByText("Neural")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Neural" }));
    expect(screen.getAllByRole("radio")).toHaveLength(1);
    expect(screen.getByText(`Showing 1 of ${withNeural.length} voices`)).toBeVisible();
  });

  it("sends the chosen speed for neural and eSpeak voices, and hides it for others", async () => {
    const { user } = await studio();
    const speed = await screen.findByRole("slider", { name: "Speed" });
    expect(speed).toHaveValue("1");
    expect(speed).toHaveAttribute("min", "0.7");
    expect(speed).toHaveAttribute("max", "1.3");
    fireEvent.change(speed, { target: { value: "1.25" } });
    expect(screen.getByText("1.25×")).toBeVisible();
    type("Hello there");
    await user.click(screen.getByRole("button", { name: "Generate Voice" }));
    await waitFor(() => expect(generationRequests()).toHaveLength(1));
    expect(generationRequests()[0]).toMatchObject({
      voiceId: amy.id,
      settings: { speed: 1.25 },
    });

    await chooseVoice(user, /US\), male 1/);
    expect(screen.getByRole("slider", { name: "Speed" })).toHaveValue("1.25");
    await chooseVoice(user, /Rachel/);
    expect(screen.queryByRole("slider", { name: "Speed" })).toBeNull();
  });

  it("says when the voice cannot read the text's script, and offers voices that can", async () => {
    const { user } = await studio();
    await waitFor(() => expect(chosenVoice()).toMatch(/Amy/));
    type("السلام علیکم");
    const message = messageText("voicesCannotRead", {
      voice: "Amy",
      script: "arabic",
      voices: "Basic Urdu, female; Rachel",
    });
    expect(screen.getByText(message)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Use Basic Urdu, female" }));
    expect(chosenVoice()).toMatch(/Urdu, female/);
    expect(screen.queryByText(message)).toBeNull();
  });

  it("shows the server's script refusal like any other error", async () => {
    const refusal = messageText("voicesCannotRead", {
      voice: "Basic English (US), male 1",
      script: "arabic",
      voices: "Basic Urdu, female",
    });
    const { user } = renderStudio({
      me: makeMe(),
      voices,
      generate: failure(400, "SPEECH_INVALID_INPUT", refusal),
    });
    await voicesLoaded();
    type("Hello");
    await user.click(screen.getByRole("button", { name: "Generate Voice" }));
    expect(await screen.findByText(refusal)).toBeVisible();
  });
});
