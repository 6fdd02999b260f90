import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure } from "../../../../tests/helpers/api-mock.ts";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { messageText } from "../../lib/message-text.ts";
import type { Voice } from "./api.ts";
import { generationRequests, renderStudio, voices } from "./test-fixtures.tsx";

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
  await screen.findByRole("radio", { name: /Adam/ });
  return ctx;
}

describe("neural voices in the studio", () => {
  it("starts on the best installed voice: neural before eSpeak", async () => {
    await studio();
    await waitFor(() => expect(screen.getByRole("radio", { name: /Amy/ })).toBeChecked());
    expect(screen.getByText("Selected:").textContent).toContain("Amy");
  });

  it("starts on the first eSpeak voice when no neural voice is installed", async () => {
    await studio(voices);
    await waitFor(() => expect(screen.getByRole("radio", { name: /Adam/ })).toBeChecked());
  });

  it("tags neural voices and filters them with the Neural chip", async () => {
    const { user } = await studio();
    const amyRow = screen.getByRole("radio", { name: /Amy/ }).closest("label") as HTMLElement;
    expect(within(amyRow).getByText("Neural")).toBeVisible();
    const adamRow = screen.getByRole("radio", { name: /Adam/ }).closest("label") as HTMLElement;
    expect(within(adamRow).queryByText("Neural")).toBeNull();
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

    await user.click(screen.getByRole("radio", { name: /Adam/ }));
    expect(screen.getByRole("slider", { name: "Speed" })).toHaveValue("1.25");
    await user.click(screen.getByRole("radio", { name: /Rachel/ }));
    expect(screen.queryByRole("slider", { name: "Speed" })).toBeNull();
  });

  it("says when the voice cannot read the text's script, and offers voices that can", async () => {
    const { user } = await studio();
    await waitFor(() => expect(screen.getByRole("radio", { name: /Amy/ })).toBeChecked());
    type("السلام علیکم");
    const message = messageText("voicesCannotRead", {
      voice: "Amy",
      script: "arabic",
      voices: "Urdu Female, Rachel",
    });
    expect(screen.getByText(message)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Use Urdu Female" }));
    expect(screen.getByRole("radio", { name: /Urdu Female/ })).toBeChecked();
    expect(screen.queryByText(message)).toBeNull();
  });

  it("shows the server's script refusal like any other error", async () => {
    const refusal = messageText("voicesCannotRead", {
      voice: "Adam",
      script: "arabic",
      voices: "Urdu Female",
    });
    const { user } = renderStudio({
      me: makeMe(),
      voices,
      generate: failure(400, "SPEECH_INVALID_INPUT", refusal),
    });
    await screen.findByRole("radio", { name: /Adam/ });
    type("Hello");
    await user.click(screen.getByRole("button", { name: "Generate Voice" }));
    expect(await screen.findByText(refusal)).toBeVisible();
  });
});
