// The remembered router answers as Hono's TrieRouter does, first time and every time after.
import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { CachedRouter } from "./cached-router.ts";

const ROUTES: [string, string, string][] = [
  ["ALL", "*", "every-request"],
  ["ALL", "/api/*", "api-guard"],
  ["GET", "/api/me", "me"],
  ["PUT", "/api/me/locale", "locale"],
  ["GET", "/api/admin/users/:id", "user"],
  ["GET", "/api/admin/users/:id/grants", "grants"],
  ["ALL", "/api/*", "api-not-found"],
  ["GET", "/*", "spa"],
];

function both() {
  const cached = new CachedRouter<string>();
  const trie = new TrieRouter<string>();
  for (const [method, path, name] of ROUTES) {
    cached.add(method, path, name);
    trie.add(method, path, name);
  }
  return { cached, trie };
}

describe("CachedRouter", () => {
  it.each([
    ["GET", "/api/me"],
    ["PUT", "/api/me/locale"],
    ["GET", "/api/admin/users/u-1"],
    ["GET", "/api/admin/users/u-2/grants"],
    ["POST", "/api/nothing"],
    ["GET", "/studio"],
  ])("%s %s: the trie's answer, again and again", (method, path) => {
    const { cached, trie } = both();
    const expected = trie.match(method, path);
    expect(cached.match(method, path)).toEqual(expected);
    expect(cached.match(method, path)).toEqual(expected);
  });

  it("tells paths with different ids apart", () => {
    const { cached } = both();
    const param = (path: string) =>
      cached.match("GET", path)[0].find(([name]) => name === "user")?.[1];
    expect(param("/api/admin/users/a")).toEqual({ id: "a" });
    expect(param("/api/admin/users/b")).toEqual({ id: "b" });
    expect(param("/api/admin/users/a")).toEqual({ id: "a" });
  });

  it("forgets what it remembered when a route is added", () => {
    const { cached } = both();
    const names = () => cached.match("GET", "/healthz")[0].map(([name]) => name);
    expect(names()).toEqual(["every-request", "spa"]);
    cached.add("GET", "/healthz", "health");
    expect(names()).toEqual(["every-request", "spa", "health"]);
  });

  it("keeps answering right past its limit", () => {
    const { cached, trie } = both();
    for (let i = 0; i < 2_500; i++) cached.match("GET", `/api/admin/users/${i}`);
    expect(cached.match("GET", "/api/me")).toEqual(trie.match("GET", "/api/me"));
    expect(cached.match("GET", "/api/admin/users/7")).toEqual(
      trie.match("GET", "/api/admin/users/7"),
    );
  });
});
