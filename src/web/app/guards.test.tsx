import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failure, requestLines } from "../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../tests/helpers/render-web.tsx";
import { guarded } from "./guards.tsx";

const Page = () => <p>the page</p>;

describe("route guards", () => {
  it("a guest page shows a signed-out visitor the page, asking nothing about admin sessions", async () => {
    answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
    const Login = guarded("guest", Page);
    renderWeb(<Login />, { path: "/login" });
    expect(await screen.findByText("the page")).toBeVisible();
    expect(requestLines("/api/admin")).toEqual([]);
  });

  it("an admin page asks the server whether this browser holds an admin session", async () => {
    answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
    answer("GET /api/admin/session", { admin: true });
    const Admin = guarded("admin", Page);
    renderWeb(<Admin />, { path: "/admin-dashboard" });
    expect(await screen.findByText("the page")).toBeVisible();
    expect(requestLines("/api/admin")).toEqual(["GET /api/admin/session"]);
  });
});
