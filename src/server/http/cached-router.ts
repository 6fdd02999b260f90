// Hono's router with the answer for each method and path remembered. The app's routes are more
// than Hono's RegExpRouter accepts, so Hono would walk its TrieRouter on every request: splitting
// the path and collecting the matching middleware again for /api/me each time. A match depends
// only on the method, the path and the routes, and Hono only reads it, so the same answer can be
// handed out again (RegExpRouter does the same for its static paths).
import type { Result, Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

// Paths with ids in them are endless: past this many, start over rather than grow.
const REMEMBERED_LIMIT = 2_000;

export class CachedRouter<T> implements Router<T> {
  readonly name = "CachedRouter(TrieRouter)";
  readonly #inner = new TrieRouter<T>();
  readonly #answers = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#answers.get(key);
    if (known) return known;
    const found = this.#inner.match(method, path);
    if (this.#answers.size >= REMEMBERED_LIMIT) this.#answers.clear();
    this.#answers.set(key, found);
    return found;
  }
}
