// The API's routes as the web's typed client sees them (AppType, src/server/api-routes.ts): which
// "METHOD /path" exist, what each answers on success and what JSON it takes, for the web tests'
// fake API (api-mock.ts).
import type { ExtractSchema } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../src/server/api-routes.ts";

type Schema = ExtractSchema<AppType>;
type Verb<M> = M extends `$${infer V}` ? Uppercase<V> : never;

/** "GET /api/me", "POST /api/keys", "DELETE /api/keys/:id": a method and an AppType path. */
export type Route = {
  [P in keyof Schema & string]: { [M in keyof Schema[P]]: `${Verb<M>} ${P}` }[keyof Schema[P]];
}[keyof Schema & string];

/** A route as a test names it: its :params as they are, or filled in ("DELETE /api/keys/k1"). */
export type RouteKey = Route extends infer R
  ? R extends `${infer V} ${infer P}`
    ? `${V} ${Filled<P>}`
    : never
  : never;
type Filled<P extends string> = P extends `${infer Head}/:${string}/${infer Tail}`
  ? `${Head}/${string}/${Filled<Tail>}`
  : P extends `${infer Head}/:${string}`
    ? `${Head}/${string}`
    : P;

/** The Route a key names: itself, or the routes whose every segment it fills. */
export type RouteOf<K extends string> = K extends Route
  ? K
  : {
      [R in Route]: R extends `${infer V} ${infer P}`
        ? K extends `${V} ${infer C}`
          ? Fits<C, P> extends true
            ? R
            : never
          : never
        : never;
    }[Route];
type Fits<C extends string, P extends string> = C extends `${infer C1}/${infer CRest}`
  ? P extends `${infer P1}/${infer PRest}`
    ? FitsSegment<C1, P1> extends true
      ? Fits<CRest, PRest>
      : false
    : false
  : P extends `${string}/${string}`
    ? false
    : FitsSegment<C, P>;
type FitsSegment<C extends string, P extends string> = P extends `:${string}`
  ? true
  : C extends P
    ? true
    : false;

type EndpointOf<R extends string> = R extends `${infer V} ${infer P extends keyof Schema}`
  ? Schema[P][`$${Lowercase<V>}` & keyof Schema[P]]
  : never;

/** What the route answers on success: the body the web's `Ok<>` reads. */
export type OkBody<R extends string> =
  EndpointOf<R> extends infer E
    ? E extends { output: infer O; status: infer S }
      ? S extends SuccessStatusCode
        ? O
        : never
      : never
    : never;

export type OkStatus<R extends string> =
  EndpointOf<R> extends infer E
    ? E extends { status: infer S }
      ? S extends SuccessStatusCode
        ? S
        : never
      : never
    : never;

export type JsonInput<R extends string> =
  EndpointOf<R> extends { input: { json: infer J } } ? J : undefined;
