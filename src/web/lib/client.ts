// The typed API client: paths, inputs and answers come from the server's routes (AppType, a
// type-only import, so no server code reaches the bundle), and a server change that breaks a
// caller fails the typecheck. Failures become ApiRequestError exactly as with api().
import type { QueryKey } from "@tanstack/react-query";
import { type ClientRequestOptions, type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../server/api-routes.ts";
import { networkError, readAnswer, sendRequest } from "./api.ts";

// hc puts path params into the URL as they are: a caller encodes a text id itself
// (`param: { id: encodeURIComponent(id) }`); Hono decodes it on the server.
export const client = hc<AppType>("/", { fetch: sendRequest });

/** The body of a call's successful answers (its 2xx JSON), for a query's or a prop's type. */
export type Ok<R> =
  Awaited<R> extends infer A
    ? A extends ClientResponse<infer T, infer S, "json">
      ? S extends SuccessStatusCode
        ? T
        : never
      : never
    : never;

/** What a client call (say `client.api.me.$get`) answers on success, for a type elsewhere. */
export type Answer<F extends (...args: never[]) => unknown> = Ok<ReturnType<F>>;

/** A typed call's successful JSON answer; anything else throws an ApiRequestError. */
export async function call<R extends ClientResponse<unknown, number, "json">>(
  request: Promise<R>,
): Promise<Ok<R>> {
  let res: R;
  try {
    res = await request;
  } catch (error) {
    throw networkError(error);
  }
  return (await readAnswer(res)) as Ok<R>;
}

/** A query of a GET that takes no input: its key, and the typed call, cancelled with the query. */
export function getQuery<K extends QueryKey, R extends ClientResponse<unknown, number, "json">>(
  queryKey: K,
  route: { $get: (args: undefined, options: ClientRequestOptions) => Promise<R> },
) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(route.$get(undefined, { init: { signal } })),
  };
}
