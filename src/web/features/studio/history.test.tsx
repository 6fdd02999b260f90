import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requests } from "../../../../tests/helpers/api-mock.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { generated, renderStudio } from "./test-fixtures.tsx";

const older = {
  ...generated.generation,
  id: "g0",
  audioUrl: "/api/generations/g0/audio",
  voiceName: "Basic English (US), female 1",
  textPreview: "An older line",
};

describe("history", () => {
  it("says what it is for while there is nothing in it", async () => {
    renderStudio({ me: makeMe() });
    expect(await screen.findByText(/Audio you generate appears here/)).toBeVisible();
  });

  it("lists the user's generations with play, download and delete, and deletes after asking", async () => {
    const { user } = renderStudio({
      me: makeMe(),
      history: [generated.generation, older],
    });
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("An older line")).toBeVisible();
    expect(
      within(list).getAllByRole("button", { name: /^Play Basic English \(US\), female 1/ }),
    ).toHaveLength(1);
    expect(within(list).getAllByRole("button", { name: /^Download / })).toHaveLength(2);

    await user.click(
      within(list).getByRole("button", { name: /^Delete Basic English \(US\), female 1/ }),
    );
    const dialog = screen.getByRole("dialog", { name: "Delete this generation?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(
      requests.some(({ url, method }) => url === "/api/generations/g0" && method === "DELETE"),
    ).toBe(true);
  });
});
