// What the garbage-input test walks and sends: every endpoint of the app, read from the app
// itself, and the malformed input a client (or a fuzzer) can send each part of a request.
import type { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { Auth } from "../auth.ts";
import { type Validation, validationOf } from "./validate.ts";

export interface Endpoint {
  method: string;
  path: string;
  validations: Validation[];
}

/**
 * Every method and path the app answers. Middleware (method ALL) and wildcards are not endpoints;
 * better-auth's wildcard is replaced by the endpoints it serves, read from better-auth itself.
 */
export function endpointsOf(app: Hono<AppEnv>, auth: Auth): Endpoint[] {
  const byKey = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (route.method === "ALL" || route.path.includes("*")) continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = byKey.get(key) ?? { method: route.method, path: route.path, validations: [] };
    const validation = validationOf(route.handler);
    if (validation) endpoint.validations.push(validation);
    byKey.set(key, endpoint);
  }
  const authBase = app.routes.find((r) => r.path.startsWith("/api/auth/"))?.path.replace("*", "");
  for (const value of Object.values(auth.api) as unknown[]) {
    const { path, options } = value as { path?: unknown; options?: { method?: unknown } };
    if (!authBase || typeof path !== "string") continue;
    const methods = [options?.method].flat().filter((m) => m === "GET" || m === "POST");
    for (const method of methods) {
      const full = authBase + path.replace(/^\//, "");
      byKey.set(`${method} ${full}`, { method: String(method), path: full, validations: [] });
    }
  }
  return [...byKey.values()];
}

/** Path parameters: numbers past every integer type, signs, fractions, text, encodings. */
export const PARAM_GARBAGE = [
  "99999999999",
  "2147483648",
  "1e308",
  "-1",
  "0",
  "1.5",
  "NaN",
  "abc",
  "%00",
  "%27%20OR%201%3D1",
  "x".repeat(1024 * 1024),
];

/** Values for every field of a query or a JSON body. */
export const VALUE_GARBAGE: unknown[] = [
  99999999999,
  1e308,
  -1,
  1.5,
  "abc\u0000",
  // Half an emoji: jsonb refuses it, text columns would keep another character.
  "half \ud83d",
  null,
  [],
  { nested: { deeper: [{ deepest: {} }] } },
  // Just under the 64 KB body limit, so it reaches the validator.
  "x".repeat(60_000),
];

/** Whole bodies: wrong JSON types, broken JSON, the wrong content type, too large. */
export const BODY_GARBAGE: { body: string; type?: string }[] = [
  { body: "{" },
  { body: "" },
  { body: "null" },
  { body: "[]" },
  { body: "[{}]" },
  { body: "42" },
  { body: '"text"' },
  { body: "true" },
  { body: '{"unknown":1,"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { body: JSON.stringify({ a: { b: { c: { d: { e: [null, {}, []] } } } } }) },
  { body: `"${"x".repeat(1024 * 1024)}"` },
  { body: '{"a":1}', type: "text/plain" },
  { body: "a=1&b=2", type: "application/x-www-form-urlencoded" },
  {
    body: "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--",
    type: "multipart/form-data; boundary=x",
  },
  { body: "{", type: "application/vnd.api+json" },
];

/** The keys a query or body schema reads, so each can be given each garbage value. */
export function fieldsOf(validation: Validation): string[] {
  let schema: unknown = validation.schema;
  // Through transforms and pipes (z.object(...).transform(...)) to the object underneath.
  for (let i = 0; i < 5 && schema; i++) {
    const s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown } };
    if (s.shape) return Object.keys(s.shape);
    schema = s.def?.in;
  }
  return [];
}
