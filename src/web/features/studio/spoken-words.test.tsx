import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { generatedCues, renderStudio, voicesLoaded } from "./test-fixtures.tsx";

// Toasts are not what these tests are about: none is shown.
spyOnToasts();

const words = [
  { text: "Hello", start: 0.1, end: 0.5 },
  { text: "there,", start: 0.5, end: 0.9 },
  // A pause between 0.9 and 1.6 s.
  { text: "friend.", start: 1.6, end: 2.1 },
];

/** Generates with the server answering word times, and returns the panel's words and audio. */
async function generated() {
  const ctx = renderStudio({ me: makeMe() });
  const captions = { cues: generatedCues, words };
  answer("GET /api/generations/:id/captions", captions);
  await voicesLoaded();
  fireEvent.change(screen.getByRole("textbox", { name: "Text to speak" }), {
    target: { value: "Hello there, friend." },
  });
  await ctx.user.click(screen.getByRole("button", { name: "Generate Voice" }));
  const group = await screen.findByRole("group", { name: "Words: choose one to play from there" });
  const panel = screen.getByRole("region", { name: "Generated Audio" });
  const audio = panel.querySelector("audio") as HTMLAudioElement;
  return { ...ctx, group, audio, buttons: within(group).getAllByRole("button") };
}

/** The audio has reached `seconds`, as the browser tells it. */
function playedTo(audio: HTMLAudioElement, seconds: number) {
  audio.currentTime = seconds;
  fireEvent(audio, new Event("timeupdate"));
}

const current = (buttons: HTMLElement[]) =>
  buttons.filter((b) => b.getAttribute("aria-current") === "true").map((b) => b.textContent);

describe("the words of the generated audio", () => {
  it("shows the text as words in place of the caption lines", async () => {
    const { buttons } = await generated();
    expect(buttons.map((b) => b.textContent)).toEqual(["Hello", "there,", "friend."]);
    expect(screen.queryByRole("list", { name: "Caption lines" })).toBeNull();
  });

  it("marks the word being heard, and none in a pause or before the first word", async () => {
    const { audio, buttons } = await generated();
    expect(current(buttons)).toEqual([]);
    playedTo(audio, 0.2);
    await waitFor(() => expect(current(buttons)).toEqual(["Hello"]));
    playedTo(audio, 0.5);
    await waitFor(() => expect(current(buttons)).toEqual(["there,"]));
    playedTo(audio, 1.2);
    await waitFor(() => expect(current(buttons)).toEqual([]));
    playedTo(audio, 2);
    await waitFor(() => expect(current(buttons)).toEqual(["friend."]));
    // No live region: the mark is not read aloud word by word.
    expect(buttons[0]?.closest("[aria-live]")).toBeNull();
  });

  it("plays from a word tapped, and marks it", async () => {
    const { user, audio, buttons } = await generated();
    await user.click(buttons[2] as HTMLElement);
    expect(audio.currentTime).toBe(1.6);
    fireEvent(audio, new Event("seeked"));
    await waitFor(() => expect(current(buttons)).toEqual(["friend."]));
  });

  it("is one stop for Tab; the arrows move between words and Enter plays from one", async () => {
    const { user, audio, buttons } = await generated();
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    (buttons[0] as HTMLElement).focus();
    await user.keyboard("{ArrowRight}");
    expect(buttons[1]).toHaveFocus();
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard("{Enter}");
    expect(audio.currentTime).toBe(0.5);
    await user.keyboard("{End}");
    expect(buttons[2]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(buttons[2]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(buttons[0]).toHaveFocus();
  });
});
