import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requests } from "../../../../tests/helpers/api-mock.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { renderStudio, voices } from "./test-fixtures.tsx";

const names = () =>
  within(screen.getByRole("group", { name: "Choose a voice" }))
    .getAllByRole("radio")
    .map((r) =>
      r
        .closest("label")
        ?.textContent?.replace(/(Male|Female) ·.*$/, "")
        .trim(),
    );

async function ready() {
  const ctx = renderStudio({ me: makeMe() });
  await screen.findByRole("radio", { name: /Adam/ });
  return ctx;
}

describe("voice list and filters", () => {
  it("shows a skeleton, then every voice as a radio button in a scrolling list", async () => {
    renderStudio({ me: makeMe() });
    expect(screen.getByText("Loading voices…")).toBeInTheDocument();
    expect(await screen.findAllByRole("radio")).toHaveLength(voices.length);
    expect(screen.getByText(`Showing ${voices.length} of ${voices.length} voices`)).toBeVisible();
    // No second filter control: the chips are the only one.
    expect(screen.queryByRole("combobox", { name: "Filter voices" })).toBeNull();
  });

  it("filters with one row of chips, the pressed one marked", async () => {
    const { user } = await ready();
    await user.click(screen.getByRole("button", { name: "Female" }));
    expect(names()).toEqual(["Bella", "Dorothy", "Urdu Female", "Rachel"]);
    expect(screen.getByRole("button", { name: "Female" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All Voices" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await user.click(screen.getByRole("button", { name: "British" }));
    expect(names()).toEqual(["Dorothy", "Dave"]);
    expect(screen.getByRole("button", { name: "British" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Hindi/Urdu" }));
    expect(names()).toEqual(["Urdu Female", "Hindi Male"]);
    await user.click(screen.getByRole("button", { name: "American" }));
    expect(names()).toEqual(["Adam", "Bella", "Rachel"]);
    await user.click(screen.getByRole("button", { name: "Male" }));
    expect(names()).toEqual(["Adam", "Dave", "Hindi Male"]);
  });

  it("searches by name and accent together with the filter", async () => {
    const { user } = await ready();
    await user.type(screen.getByRole("searchbox", { name: "Search voices" }), "brit");
    expect(names()).toEqual(["Dorothy", "Dave"]);
    await user.click(screen.getByRole("button", { name: "Female" }));
    expect(names()).toEqual(["Dorothy"]);
    expect(screen.getByText(`Showing 1 of ${voices.length} voices`)).toBeVisible();
  });

  it("says when nothing matches, and Clear filters resets the search and the filter", async () => {
    const { user } = await ready();
    await user.click(screen.getByRole("button", { name: "Hindi/Urdu" }));
    await user.type(screen.getByRole("searchbox", { name: "Search voices" }), "Adam");
    expect(screen.getByText("No voices found matching your criteria")).toBeVisible();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getAllByRole("radio")).toHaveLength(voices.length);
    expect(screen.getByRole("searchbox", { name: "Search voices" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "All Voices" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("keeps the chosen voice marked and moves the choice with the arrow keys", async () => {
    const { user } = await ready();
    await user.click(screen.getByRole("radio", { name: /Adam/ }));
    expect(screen.getByRole("radio", { name: /Adam/ })).toBeChecked();
    expect(screen.getByText("Selected:").textContent).toContain("Adam");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: /Bella/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Adam/ })).not.toBeChecked();
    // Filtering the chosen voice out of view does not forget it.
    await user.click(screen.getByRole("button", { name: "Male" }));
    expect(screen.getByText("Selected:").textContent).toContain("Bella");
  });

  it("offers a preview for voices that have one", async () => {
    await ready();
    expect(screen.getByRole("button", { name: "Play preview of Adam" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Play preview of Rachel" })).toBeNull();
  });

  it("shows the Advanced settings only for voices whose engine uses them", async () => {
    const { user } = await ready();
    await user.click(screen.getByRole("radio", { name: /Adam/ }));
    expect(screen.queryByRole("button", { name: "Advanced" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: /Rachel/ }));
    await user.click(screen.getByRole("button", { name: "Advanced" }));
    expect(screen.getByRole("slider", { name: "Stability" })).toHaveValue("0.5");
    expect(screen.getByRole("slider", { name: "Similarity boost" })).toHaveValue("0.75");
    expect(screen.getByRole("slider", { name: "Style" })).toHaveValue("0");
    expect(screen.getByRole("checkbox", { name: "Speaker boost" })).toBeChecked();
    fireEvent.change(screen.getByRole("slider", { name: "Stability" }), {
      target: { value: "0.8" },
    });
    expect(screen.getByRole("slider", { name: "Stability" })).toHaveValue("0.8");
  });

  it("explains a failed voice list and retries it", async () => {
    const { user } = renderStudio({ me: makeMe(), voices: "fail" });
    // One automatic retry (about a second) comes before the error shows.
    expect(
      await screen.findByText("Could not load the voices.", {}, { timeout: 5000 }),
    ).toBeVisible();
    const before = requests.filter(({ url }) => url === "/api/voices").length;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(requests.filter(({ url }) => url === "/api/voices").length).toBe(before + 1);
  });
});
