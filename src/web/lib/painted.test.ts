import { afterEach, describe, expect, it, vi } from "vitest";
import { LATE_PRELOADS_ID } from "../../domain/public-pages.ts";
import { painted } from "./painted.ts";

afterEach(() => {
  document.getElementById(LATE_PRELOADS_ID)?.remove();
  vi.useRealTimers();
});

function template() {
  const late = document.createElement("template");
  late.id = LATE_PRELOADS_ID;
  document.head.append(late);
  return late;
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe("painted", () => {
  it("resolves at once on a page without the template", async () => {
    await expect(painted()).resolves.toBeUndefined();
  });

  it("waits until the template is removed, not for other changes beside it", async () => {
    const late = template();
    const done = settled(painted());
    document.head.append(document.createElement("link"));
    await new Promise((r) => setTimeout(r, 10));
    expect(done()).toBe(false);
    late.remove();
    await vi.waitFor(() => expect(done()).toBe(true));
  });

  it("resolves after its patience when nothing removes the template", async () => {
    vi.useFakeTimers();
    template();
    const done = settled(painted(5000));
    await vi.advanceTimersByTimeAsync(4999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
