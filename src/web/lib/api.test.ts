// API errors in the reader's language: the server names the catalogue key, the page shows its text.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { HttpResponse } from "msw/http";
import { describe, expect, it } from "vitest";
import { answer } from "../../../tests/helpers/api-mock.ts";
import { spyOnToasts } from "../../../tests/helpers/toasts.ts";
import { formatNumber } from "../../domain/i18n/format.ts";
import { pluralsAsSelects } from "../../domain/i18n/plural.ts";
import ur from "../../domain/i18n/ur/messages.ts";
import { byKey, catalogueRef, type Message, message } from "../../domain/messages.ts";
import { ApiRequestError, api, errorText, toastError } from "./api.ts";
import { call, client } from "./client.ts";
import { i18n } from "./i18n.ts";
import { activateLocale } from "./locale.ts";

const toast = spyOnToasts();

// The server's error shape (docs/architecture.md, HTTP API), with the key when the text has one.
const refusal = (text: string | Message) =>
  HttpResponse.json(
    {
      error:
        typeof text === "string"
          ? { code: "API_KEY_LIMIT", message: text }
          : {
              code: "API_KEY_LIMIT",
              message: message(text.key, text.values),
              ...catalogueRef(text),
            },
    },
    { status: 409 },
  );

// A catalogue text with its {name} placeholders filled in (the tests read the catalogues raw).
const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

async function failed(reply: Response): Promise<ApiRequestError> {
  answer("POST /api/keys", reply);
  const error = await call(client.api.keys.$post({ json: { name: "x" } })).catch((e) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe("server errors in the reader's language", () => {
  it("shows the Urdu text of the key the server named, with its values", async () => {
    await activateLocale("ur");
    const error = await failed(refusal(byKey("apiKeysLimit", { max: 10 })));
    expect(error.ref).toEqual({ key: "messages.apiKeysLimit", values: { max: 10 } });
    const urdu = filled(ur.apiKeysLimit, { max: "10" });
    expect(urdu).toContain("API");
    expect(errorText(error)).toBe(urdu);
    toastError(error, "fallback");
    expect(toast.error).toHaveBeenCalledWith(urdu);
  });

  it("shows the server's own message when it names no key, or in English", async () => {
    await activateLocale("ur");
    expect(errorText(await failed(refusal("A ready text")))).toBe("A ready text");
    await activateLocale("en");
    const error = await failed(refusal(byKey("apiKeysLimit", { max: 10 })));
    expect(errorText(error)).toBe(error.message);
  });

  it("writes the number of a plural as the build compiled it", async () => {
    await activateLocale("ur");
    // What the build hands the page (scripts/vite-catalogs.ts): compiled, plurals as selects.
    const key = "messages.generationPasteCut";
    const loaded = i18n.messages[key];
    if (loaded === undefined) throw new Error(`${key} is not in the Urdu catalogue`);
    i18n.load("ur", { [key]: pluralsAsSelects(compileMessage(ur.generationPasteCut), "ur") });
    try {
      const error = await failed(refusal(byKey("generationPasteCut", { max: 5000, cut: 1200 })));
      expect(errorText(error)).toContain(`${formatNumber(1200, "ur")} حروف`);
    } finally {
      i18n.load("ur", { [key]: loaded });
    }
  });

  it("shows a refusal without values in Urdu", async () => {
    await activateLocale("ur");
    expect(errorText(await failed(refusal(byKey("purchaseTidUsed"))))).toBe(
      filled(ur.purchaseTidUsed, {}),
    );
  });

  it("keeps the server's message for a key the catalogue does not hold", async () => {
    await activateLocale("ur");
    const body = { error: { code: "X", message: "Server text", key: "messages.noSuchKey" } };
    expect(errorText(await failed(HttpResponse.json(body, { status: 409 })))).toBe("Server text");
  });

  it("tells the server the page's language, for mail sent before the profile has one", async () => {
    const asked: (string | null)[] = [];
    const record = (request: Request) => {
      asked.push(request.headers.get("accept-language"));
      return refusal("x");
    };
    answer("POST /api/keys", ({ request }) => record(request));
    await activateLocale("ur");
    await api("/api/keys", { body: { name: "x" } }).catch(() => {});
    await activateLocale("en");
    await api("/api/keys", { body: { name: "x" } }).catch(() => {});
    expect(asked).toEqual(["ur", "en"]);
  });
});
