import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { displayNameSchema } from "../../domain/account.ts";
import en from "../../domain/i18n/en/messages.ts";
import ur from "../../domain/i18n/ur/messages.ts";
import { activateLocale } from "./locale.ts";
import { useZodForm } from "./use-zod-form.ts";

async function refusal() {
  const { result } = renderHook(() => useZodForm(displayNameSchema, { name: "" }));
  let said: string | undefined;
  await act(() =>
    result.current.handleSubmit(
      () => {},
      (errors) => (said = errors.name?.message),
    )(),
  );
  return said;
}

describe("a form checked by a domain schema", () => {
  it("says what is wrong in the reader's language", async () => {
    expect(await refusal()).toBe(en.formRequired);
    await activateLocale("ur");
    expect(await refusal()).toBe(ur.formRequired);
  });
});
