// The web tests' network: an MSW server (started by tests/setup/msw.ts) that answers the routes of
// AppType, the same type the web's typed client reads (src/web/lib/client.ts). A route's answer
// must have the type of that route's success body, so a change to what the server answers breaks
// the test's typecheck, as it breaks the web's. A request no test answers fails the test.
import type { JsonBodyType } from "msw";
import { HttpResponse, http } from "msw/http";
import { setupServer } from "msw/node";
import { type ErrorBody, errorBody } from "../../src/server/http/errors.ts";
import type { JsonInput, OkBody, OkStatus, RouteKey, RouteOf } from "./api-routes.ts";

export const mockServer = setupServer();

/** A request as a handler sees it: its JSON body (typed by the route's input), params and query. */
export interface Asked<Body> {
  body: Body;
  params: Record<string, string>;
  query: URLSearchParams;
  request: Request;
}

/** A success body, or a Response made here (failure(), a network error) for anything else. */
export type Reply<R extends string> = OkBody<R> | Response;
export type Answer<R extends string> =
  | Reply<R>
  | ((asked: Asked<JsonInput<R>>) => Reply<R> | Promise<Reply<R>>);

/** One request the page sent: method, path with its query, and its JSON body. */
export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** What the page sent, in order, since the test began (tests/setup/msw.ts empties it). */
export const requests: Sent[] = [];

/** The requests to paths under `prefix`, as lines: "GET /api/admin/audit?page=1". */
export const requestLines = (prefix = "/") =>
  requests.filter((r) => r.url.startsWith(prefix)).map((r) => `${r.method} ${r.url}`);

/**
 * `answer("GET /api/me", me)`: from now on in this test, GET /api/me answers `me` (with `status`,
 * one of the route's success codes, when not 200). A path names its params (":id", any id) or
 * fills them ("/api/keys/k1", that one only). A later answer to the same request wins.
 */
export function answer<K extends RouteKey>(
  route: K,
  reply: NoInfer<Answer<RouteOf<K>>>,
  status?: NoInfer<OkStatus<RouteOf<K>>>,
): void {
  answerUntyped(route, reply as AnyAnswer, status);
}

/**
 * better-auth's routes (/api/auth/*) are not in AppType and the web reads their answers untyped
 * (src/web/lib/api.ts), so their answers here are only JSON.
 */
export function answerAuth(route: `POST /api/auth/${string}`, reply: AnyAnswer): void {
  answerUntyped(route, reply);
}

type AnyAnswer = JsonBodyType | Response | ((asked: Asked<never>) => unknown);

function answerUntyped(route: string, reply: AnyAnswer, status?: number): void {
  const [verb = "", path = ""] = route.split(" ");
  const method = verb.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  mockServer.use(
    http[method](path, async ({ request, params }) => {
      const url = new URL(request.url);
      const sent: Sent = {
        method: request.method,
        url: url.pathname + url.search,
        body: undefined,
      };
      requests.push(sent);
      const text = await request.clone().text();
      sent.body = text ? JSON.parse(text) : undefined;
      const asked = { body: sent.body, params, query: url.searchParams, request };
      const out = typeof reply === "function" ? await reply(asked as Asked<never>) : reply;
      // A Response's body is read once: each request gets its own copy.
      if (out instanceof Response) return out.type === "error" ? out : out.clone();
      return HttpResponse.json(out as JsonBodyType, { status: status ?? 200 });
    }),
  );
}

/** The API's one error shape (src/server/http/errors.ts) with its status. */
export function failure(status = 500, code = "INTERNAL", message = "boom"): Response {
  return HttpResponse.json<ErrorBody>(errorBody(code, message), { status });
}

/** The request never reaches a server: fetch rejects as it does offline. */
export const networkError = (): Response => HttpResponse.error();
