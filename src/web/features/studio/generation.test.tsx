import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { failure } from "../../../../tests/helpers/api-mock.ts";
import { spyOnToasts, TOAST_ID } from "../../../../tests/helpers/toasts.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import {
  chooseVoice,
  generated,
  generationRequests,
  renderStudio,
  type ServerOptions,
  voicesLoaded,
} from "./test-fixtures.tsx";

const toast = spyOnToasts();

async function studio(options: ServerOptions) {
  const ctx = renderStudio(options);
  await voicesLoaded();
  return ctx;
}

const generate = () => screen.getByRole("button", { name: "Generate Voice" });
const type = (text: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: "Text to speak" }), {
    target: { value: text },
  });

describe("client-side preconditions, in the product's order", () => {
  it("waits for the voices before Generate Voice can be pressed", async () => {
    renderStudio({ me: makeMe() });
    type("Hello there");
    expect(generate()).toBeDisabled();
    await voicesLoaded();
    await waitFor(() => expect(generate()).toBeEnabled());
  });

  it("asks for a voice and some text before anything else", async () => {
    // No voice to choose: nothing is selected, whatever the text.
    const empty = renderStudio({ me: makeMe({ remaining: 0, isActive: false }), voices: [] });
    await voicesLoaded();
    type("Hello there");
    await empty.user.click(generate());
    expect(toast.error).toHaveBeenLastCalledWith("Please select a voice and enter some text");
    expect(screen.getByText("Please select a voice and enter some text")).toBeVisible();
    expect(generationRequests()).toEqual([]);
    empty.unmount();

    const { user } = await studio({ me: makeMe({ remaining: 0, isActive: false }) });
    type("   \n ");
    await chooseVoice(user, /US\), male 1/);
    await user.click(generate());
    expect(toast.error).toHaveBeenLastCalledWith("Please select a voice and enter some text");
    expect(generationRequests()).toEqual([]);
  });

  it("refuses offline, shows the yellow banner, and clears it when back online", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user } = await studio({ me: makeMe() });
    expect(screen.getByText("You are offline.")).toBeVisible();
    expect(screen.getByText("Offline")).toBeVisible();
    await chooseVoice(user, /US\), male 1/);
    type("Hello there");
    await user.click(generate());
    expect(toast.error).toHaveBeenLastCalledWith(
      "You are offline. Please check your internet connection.",
    );
    expect(generationRequests()).toEqual([]);

    onLine.mockReturnValue(true);
    fireEvent(window, new Event("online"));
    expect(screen.queryByText("You are offline.")).toBeNull();
    expect(screen.getByText("Online")).toBeVisible();
  });

  it("refuses a deactivated account once the server confirms it", async () => {
    const me = makeMe({ status: "inactive", isActive: false, limit: 0, remaining: 0 });
    const { user } = await studio({ me });
    await chooseVoice(user, /US\), male 1/);
    type("Hello there");
    await user.click(generate());
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith(
        "Your account has been deactivated. Please contact support.",
      ),
    );
    expect(generationRequests()).toEqual([]);
  });

  it("turns Generate off when no generations remain, and says why beside it", async () => {
    const { user } = await studio({ me: makeMe({ remaining: 0, voicesGenerated: 2 }) });
    await chooseVoice(user, /US\), male 1/);
    type("Hello there");
    expect(generate()).toBeDisabled();
    expect(generate()).toHaveAccessibleDescription(
      "You have reached your voice generation limit. Please upgrade your plan.",
    );
    await user.click(generate());
    expect(generationRequests()).toEqual([]);
  });

  it("keeps Generate on while generations remain", async () => {
    await studio({ me: makeMe({ remaining: 1, voicesGenerated: 1 }) });
    expect(generate()).toBeEnabled();
    expect(generate()).toHaveAccessibleDescription("");
  });
});

describe("generating", () => {
  it("sends the voice, the text and the device, then shows the audio and the new count", async () => {
    const { user } = await studio({ me: makeMe() });
    await chooseVoice(user, /US\), male 1/);
    type("Hello there");
    await user.click(generate());
    expect(toast.loading).toHaveBeenCalledWith("Generating voice...");
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Voice generated successfully!", {
        id: TOAST_ID,
      }),
    );
    expect(generationRequests()).toEqual([
      {
        voiceId: "basic-en-us-male-1",
        text: "Hello there",
        // eSpeak honours the speed, and nothing else of the sliders.
        settings: { speed: 1 },
        format: "mp3",
        device: { mobile: false, platform: expect.any(String), language: expect.any(String) },
      },
    ]);
    const panel = screen.getByRole("region", { name: "Generated Audio" });
    expect(panel.querySelector("audio")).toHaveAttribute("src", generated.generation.audioUrl);
    expect(screen.getByRole("button", { name: "Play" })).toBeVisible();
    // The keyboard goes on from the player.
    expect(within(panel).getByRole("button", { name: "Play" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Download" })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText("Generations left").nextElementSibling).toHaveTextContent("1 of 2"),
    );
    expect(screen.getByText(/Only 1 voice generation left/)).toBeVisible();
  });

  it("sends the voice settings for a voice whose engine uses them", async () => {
    const { user } = await studio({ me: makeMe() });
    await chooseVoice(user, /Rachel/);
    type("Hello");
    await user.click(generate());
    await waitFor(() => expect(generationRequests()).toHaveLength(1));
    expect(generationRequests()[0]).toMatchObject({
      voiceId: "el:rachel",
      settings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true },
    });
  });

  it("replaces the loading toast with the server's message when it refuses", async () => {
    const { user } = await studio({
      me: makeMe(),
      generate: failure(504, "SPEECH_TIMEOUT", "Request timed out. Please try again."),
    });
    await chooseVoice(user, /US\), male 1/);
    type("Hello there");
    await user.click(generate());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Request timed out. Please try again.", {
        id: TOAST_ID,
      }),
    );
    expect(screen.queryByRole("region", { name: "Generated Audio" })).toBeNull();
    expect(generate()).toBeEnabled();
  });
});
