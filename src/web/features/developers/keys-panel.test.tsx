import { screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answer, requestLines } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { MAX_API_KEYS } from "../../../domain/api-keys.ts";
import { messageText } from "../../lib/message-text.ts";
import { KeysPanel } from "./keys-panel.tsx";

const toast = spyOnToasts();

const SECRET = `awz_${"s".repeat(43)}`;
const key = (id: string, name: string) => ({
  id,
  name,
  prefix: "awz_abcdef",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
});

let keys: ReturnType<typeof key>[] = [];
const created = "00000000-0000-4000-8000-000000000002";

function renderPanel() {
  answer("GET /api/me", makeMe());
  answer("GET /api/site", makeSite());
  answer("GET /api/keys", () => ({ keys }));
  answer(
    "POST /api/keys",
    ({ body: { name } }) => {
      keys = [key(created, name), ...keys];
      return { id: created, name, prefix: "awz_ssssss", key: SECRET };
    },
    201,
  );
  answer("DELETE /api/keys/:id", ({ params }) => {
    keys = keys.filter((k) => k.id !== params.id);
    return { revoked: true };
  });
  return renderWeb(<KeysPanel />).user;
}

beforeEach(() => {
  keys = [key("k1", "Old tool")];
});

// The signed-in part is a lazy chunk: loaded once here, so a cold transform on a busy machine
// does not eat the first test's wait for the form.
beforeAll(() => import("./your-keys.tsx"));

describe("KeysPanel", () => {
  it("shows a new key's secret once, then only its name and prefix", async () => {
    const user = renderPanel();
    await user.type(await screen.findByLabelText("Key name"), "Editor");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(screen.getByText(messageText("apiKeysCreated"))).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Done" }));
    const list = await screen.findByRole("list", { name: "Your API keys" });
    expect(await within(list).findByText("Editor")).toBeVisible();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("revokes only after the confirmation", async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Revoke Old tool" }));
    expect(requestLines().some((c) => c.startsWith("DELETE"))).toBe(false);
    const dialog = screen.getByRole("dialog", { name: /Revoke/ });
    await user.click(within(dialog).getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("No keys yet.")).toBeVisible();
    expect(requestLines()).toContain("DELETE /api/keys/k1");
    expect(toast.success).toHaveBeenCalledWith(messageText("apiKeysRevoked"));
  });

  it(`stops offering a new key at ${MAX_API_KEYS}`, async () => {
    keys = Array.from({ length: MAX_API_KEYS }, (_, i) => key(`k${i}`, `Tool ${i}`));
    renderPanel();
    expect(
      await screen.findByText(messageText("apiKeysLimit", { max: MAX_API_KEYS })),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Create key" })).toBeDisabled();
  });
});
