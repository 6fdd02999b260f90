import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { audioFileName } from "./download.ts";
import { renderStudio } from "./test-fixtures.tsx";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("status row", () => {
  it("has no Mobile badge or Debug button on a desktop browser", () => {
    renderStudio({ me: makeMe() });
    expect(screen.queryByText("Mobile")).toBeNull();
    expect(screen.queryByRole("button", { name: "Debug" })).toBeNull();
  });

  it("on a phone, shows a Mobile badge and a Debug button opening the environment info", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE);
    const { user } = renderStudio({ me: makeMe() });
    expect(screen.getByText("Mobile")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Debug" }));
    const dialog = screen.getByRole("dialog", { name: "Environment info" });
    expect(within(dialog).getByText(IPHONE)).toBeVisible();
    for (const label of ["Platform", "Language", "Screen", "Online", "Standalone (installed app)"])
      expect(within(dialog).getByText(label)).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Debug" })).toHaveFocus();
  });
});

describe("audioFileName", () => {
  it("names the file after the site, the voice and the local time", () => {
    const at = new Date(2026, 10, 22, 14, 30);
    expect(audioFileName("Awaaz", "Basic English (US), male 1", at, "mp3")).toBe(
      "awaaz-basic-english-us-male-1-2026-11-22-1430.mp3",
    );
    expect(audioFileName("Awaaz", "Basic Urdu, female", at, "wav")).toBe(
      "awaaz-basic-urdu-female-2026-11-22-1430.wav",
    );
    expect(audioFileName("", "راحیل", at, "mp3")).toBe("awaaz-voice-2026-11-22-1430.mp3");
  });
});
