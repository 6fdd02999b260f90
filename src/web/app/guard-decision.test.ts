import { describe, expect, it } from "vitest";
import { guardDecision } from "./guard-decision.ts";

const base = { loading: false, signedIn: false, admin: false };

describe("route guard", () => {
  it("shows a spinner while the session loads", () => {
    expect(guardDecision("user", { ...base, loading: true })).toEqual({ type: "loading" });
    expect(guardDecision("admin", { ...base, loading: true })).toEqual({ type: "loading" });
  });

  it("sends a signed-out user from signed-in pages to /login", () => {
    expect(guardDecision("user", base)).toEqual({ type: "redirect", to: "/login" });
    expect(guardDecision("user", { ...base, signedIn: true })).toEqual({ type: "render" });
  });

  it("sends a signed-in user from signed-out pages to /dashboard", () => {
    expect(guardDecision("guest", { ...base, signedIn: true })).toEqual({
      type: "redirect",
      to: "/dashboard",
    });
    expect(guardDecision("guest", base)).toEqual({ type: "render" });
  });

  it("sends anyone without an admin session to /admin-access", () => {
    expect(guardDecision("admin", { ...base, signedIn: true })).toEqual({
      type: "redirect",
      to: "/admin-access",
    });
    expect(guardDecision("admin", { ...base, admin: true })).toEqual({ type: "render" });
  });
});
