import { describe, expect, it } from "vitest";
import { auditChanges, auditLines } from "./audit-lines.ts";

describe("audit lines", () => {
  it("write a change as field: old -> new and a fact as field: value", () => {
    expect(
      auditLines({
        name: "Creator Pro",
        currentPrice: { before: 200, after: 150 },
        features: { before: ["20 voices"], after: [] },
        popular: { before: false, after: true },
        reason: "sale",
      }),
    ).toEqual([
      "name: Creator Pro",
      "currentPrice: 200 -> 150",
      "features: 20 voices -> —",
      "popular: no -> yes",
      "reason: sale",
    ]);
    expect(auditLines(null)).toEqual([]);
  });

  it("keep only the fields that changed", () => {
    const before = { name: "Basic", price: 100, features: ["a"], badge: null };
    const after = { name: "Basic", price: 120, features: ["a"], badge: null };
    expect(auditChanges(before, after, Object.keys(after))).toEqual({
      price: { before: 100, after: 120 },
    });
  });
});
