// The API keys in Urdu (docs/i18n.md): labels, and a key's moments in the Urdu date format.
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeMe, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { formatMoment } from "../../../domain/i18n/format.ts";
import ur from "../../../domain/i18n/ur/developers.ts";
import { activateLocale } from "../../lib/locale.ts";
import { KeysPanel } from "./keys-panel.tsx";

const createdAt = "2026-11-20T10:00:00.000Z";

// The signed-in part is a lazy chunk: loaded once here, so a cold transform on a busy machine
// does not eat the first test's wait for the form.
beforeAll(() => import("./your-keys.tsx"));

describe("KeysPanel in Urdu", () => {
  it("names its buttons in Urdu and dates a key in the Urdu format", async () => {
    await activateLocale("ur");
    answer("GET /api/me", makeMe());
    answer("GET /api/site", makeSite({ timezone: "Asia/Karachi" }));
    answer("GET /api/keys", {
      keys: [{ id: "k1", name: "Editor", prefix: "awz_abcdef", createdAt, lastUsedAt: null }],
    });
    renderWeb(<KeysPanel />);
    expect(await screen.findByRole("button", { name: "Editor منسوخ کریں" })).toBeVisible();
    expect(screen.getByRole("button", { name: ur.create })).toBeVisible();
    // On the operator's clock, whatever the browser's.
    const zone = "Asia/Karachi";
    const meta = screen.getByText("awz_abcdef…").parentElement;
    await waitFor(() =>
      expect(meta).toHaveTextContent(formatMoment(new Date(createdAt), zone, "ur")),
    );
    expect(meta).toHaveTextContent(
      `awz_abcdef… · بنائی گئی ${formatMoment(new Date(createdAt), zone, "ur")} · آخری استعمال ${ur.keyNeverUsed}`,
    );
  });
});
