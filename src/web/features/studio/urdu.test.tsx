// The studio in Urdu: its texts from the ur catalogue, counts in the right plural form in both
// languages, numbers and dates in the reader's format, and the user's own Urdu text marked as
// Urdu (Nastaliq's line height) and laid out in its own direction whatever the page's language.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import en from "../../../domain/i18n/en/studio.ts";
import { formatMoment, formatNumber } from "../../../domain/i18n/format.ts";
import urMessages from "../../../domain/i18n/ur/messages.ts";
import ur from "../../../domain/i18n/ur/studio.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { activateLocale } from "../../lib/locale.ts";
import { GeneratedAudio, storedAudio } from "./generated-audio.tsx";
import { ScriptHint } from "./script-hint.tsx";
import { generated, renderStudio, voices } from "./test-fixtures.tsx";
import { TextInput } from "./text-input.tsx";
import { generationErrorMessage } from "./use-generation.ts";

/** A catalogue text with its placeholders filled; a plural takes the branch `count` calls for. */
function fill(text: string, values: Record<string, string | number>): string {
  const plural = /\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/;
  const filled = text.replace(plural, (_, name: string, one: string, other: string) => {
    const count = Number(values[name]);
    return (count === 1 ? one : other).replace("#", formatNumber(count));
  });
  return filled.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

const urdu = "آپ کیسے ہیں؟";

function Harness({ initial = "" }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return <TextInput value={text} onChange={setText} />;
}

describe("the studio in Urdu", () => {
  it("says in Urdu that a voice cannot read the text, naming the script in Urdu", async () => {
    await activateLocale("ur");
    const [basic] = voices;
    render(<ScriptHint voice={basic ?? null} text={urdu} voices={voices} onSelect={() => {}} />);
    const hint = screen.getByText((_, node) => node?.tagName === "P");
    expect(hint).toHaveTextContent("Basic English (US), male 1 اردو/عربی متن نہیں پڑھ سکتی");
    expect(hint).toHaveTextContent("Basic Urdu, female");
    expect(hint).not.toHaveTextContent(/cannot read|Urdu\/Arabic/);
  });

  it("shows the server's refusals in Urdu, their values filled in", async () => {
    await activateLocale("ur");
    const refused = new ApiRequestError(400, "INVALID_TEXT", "A pause lasts 0.1 to 5 seconds", {
      key: "messages.generationPauseRange",
      values: { markers: "[pause 9s]" },
    });
    expect(generationErrorMessage(refused)).toBe(
      fill(urMessages.generationPauseRange, { markers: "[pause 9s]" }),
    );
  });

  it("shows its texts from the Urdu catalogue, right to left", async () => {
    await activateLocale("ur");
    renderStudio({ me: makeMe({ remaining: 2, limit: 5, voicesGenerated: 3 }) });
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("region", { name: ur.planTitle })).toBeVisible();
    expect(screen.getByRole("button", { name: ur.generatorGenerate })).toBeVisible();
    expect(screen.getByText(ur.planGenerationsLeft).nextElementSibling).toHaveTextContent(
      fill(ur.planRemaining, { remaining: "2", limit: "5" }),
    );
    expect(screen.getByText(ur.statusOnline)).toBeVisible();
    expect(screen.getByRole("link", { name: ur.bannerLowQuotaLink })).toHaveAttribute(
      "href",
      "/pricing",
    );
    expect(await screen.findByText(ur.historyEmpty)).toBeVisible();
    expect(screen.queryByText(en.generatorGenerate)).toBeNull();
  });

  it.each([
    ["en", 1, en],
    ["en", 2, en],
    ["ur", 1, ur],
    ["ur", 2, ur],
  ] as const)(
    "says how many generations are left in %s's plural form (%i)",
    async (locale, left, texts) => {
      await activateLocale(locale);
      renderStudio({ me: makeMe({ remaining: left, limit: 5, voicesGenerated: 5 - left }) });
      expect(screen.getByText(fill(texts.bannerLowQuota, { count: left }))).toBeVisible();
    },
  );

  it.each([
    ["en", 1, en],
    ["ur", 3, ur],
  ] as const)("counts the pro plan's days in %s (%i)", async (locale, days, texts) => {
    await activateLocale(locale);
    renderStudio({
      me: makeMe({ accountStatus: "pro", plan: "Creator Pro", daysLeft: days, limit: 20 }),
    });
    expect(screen.getByText(texts.planDaysLeft).nextElementSibling).toHaveTextContent(
      fill(texts.planDays, { count: days }),
    );
  });

  it("names the generated audio's characters in both languages, and its size in the reader's format", async () => {
    for (const [locale, texts, length] of [
      ["en", en, 1],
      ["ur", ur, 1],
      ["ur", ur, 1234],
    ] as const) {
      await activateLocale(locale);
      const generation = { ...generated.generation, textLength: length, audioSize: 1_572_864 };
      const { unmount } = renderWeb(<GeneratedAudio audio={storedAudio(generation)} />);
      const size = fill(texts.sizeMb, { size: "1.5" });
      expect(
        screen.getByText(
          fill(texts.audioFacts, { voice: "Basic English (US), male 1", count: length, size }),
        ),
      ).toBeVisible();
      unmount();
    }
  });

  it("counts the text box's characters in Urdu", async () => {
    await activateLocale("ur");
    render(<Harness initial={urdu} />);
    const count = fill(ur.textCount, { count: "12", max: formatNumber(5000, "ur") });
    expect(screen.getByText(count)).toBeVisible();
    expect(screen.getByRole("textbox", { name: ur.textLabel })).toHaveAttribute(
      "placeholder",
      ur.textPlaceholder,
    );
  });

  it("marks the user's Urdu text as Urdu in its own direction, on an English page too", async () => {
    render(<Harness />);
    const area = screen.getByRole("textbox", { name: en.textLabel });
    expect(area).toHaveAttribute("lang", "en");
    fireEvent.change(area, { target: { value: urdu } });
    expect(area).toHaveAttribute("lang", "ur");
    expect(area).toHaveAttribute("dir", "auto");
    fireEvent.change(area, { target: { value: "Hello there" } });
    expect(area).toHaveAttribute("lang", "en");
    // Urdu, then no letters at all: the page's language again, not an unknown one.
    fireEvent.change(area, { target: { value: urdu } });
    fireEvent.change(area, { target: { value: "123" } });
    expect(area).toHaveAttribute("lang", "en");
  });

  it("starts an empty text box right to left on an Urdu page", async () => {
    await activateLocale("ur");
    render(<Harness />);
    const area = screen.getByRole("textbox", { name: ur.textLabel });
    expect(area).toHaveAttribute("dir", "rtl");
    fireEvent.change(area, { target: { value: "Hello" } });
    expect(area).toHaveAttribute("dir", "auto");
  });

  it("lists History in Urdu: the user's Urdu text marked Urdu, the date in Urdu", async () => {
    await activateLocale("ur");
    const item = { ...generated.generation, voiceName: "Basic Urdu, female", textPreview: urdu };
    renderStudio({ me: makeMe(), history: [item] });
    const list = await screen.findByRole("list");
    const text = within(list).getByText(urdu);
    expect(text).toHaveAttribute("lang", "ur");
    expect(text).toHaveAttribute("dir", "auto");
    const when = formatMoment(new Date(item.createdAt), defaultSettings.timezone, "ur");
    expect(within(list).getByText(when).tagName).toBe("TIME");
    const name = fill(ur.historyName, { voice: "Basic Urdu, female", when });
    expect(
      within(list).getByRole("button", { name: fill(ur.historyDelete, { name }) }),
    ).toBeVisible();
  });
});
