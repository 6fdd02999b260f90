import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { displayNameSchema } from "../../domain/account.ts";
import en from "../../domain/i18n/en/messages.ts";
import ur from "../../domain/i18n/ur/messages.ts";
import { activateLocale } from "./locale.ts";
import { useZodForm } from "./use-zod-form.ts";

async function refusal(
  schema: Parameters<typeof useZodForm<{ name: string }, { name: string }>>[0] = displayNameSchema,
) {
  const { result } = renderHook(() => useZodForm(schema, { name: "" }));
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

  it("loads a schema given as a loader when the form is first checked, and checks with it", async () => {
    await activateLocale("en");
    const load = vi.fn(async () => displayNameSchema);
    const { result } = renderHook(() => useZodForm(load, { name: "" }));
    expect(load).not.toHaveBeenCalled();
    let said: string | undefined;
    await act(() =>
      result.current.handleSubmit(
        () => {},
        (errors) => (said = errors.name?.message),
      )(),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(said).toBe(en.formRequired);
    expect(await refusal(load)).toBe(en.formRequired);
  });
});
