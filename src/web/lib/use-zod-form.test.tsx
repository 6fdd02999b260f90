import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { spyOnToasts } from "../../../tests/helpers/toasts.ts";
import { displayNameSchema } from "../../domain/account.ts";
import en from "../../domain/i18n/en/messages.ts";
import ur from "../../domain/i18n/ur/messages.ts";
import { activateLocale } from "./locale.ts";
import { useZodForm } from "./use-zod-form.ts";

const toast = spyOnToasts();

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

  it("says so and sends nothing when the schema cannot be loaded, and asks again the next time", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(displayNameSchema);
    const { result } = renderHook(() => useZodForm(load, { name: "Asha" }));
    const sent = vi.fn();
    await act(() => result.current.handleSubmit(sent)());
    expect(sent).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(en.formCheckFailed);
    await act(() => result.current.handleSubmit(sent)());
    expect(load).toHaveBeenCalledTimes(2);
    expect(sent).toHaveBeenCalledWith({ name: "Asha" }, undefined);
  });
});
