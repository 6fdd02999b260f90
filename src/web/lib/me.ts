// The signed-in user and profile: read by the header, the guards and several features, so it
// lives here rather than in one feature (features do not import each other).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, api } from "./api.ts";
// Types only: every page's first download does not carry the typed client's code.
import type { Answer, client } from "./client.ts";

export type Me = Answer<typeof client.api.me.$get>;

export const meKey = ["me"] as const;

/**
 * The signed-in user and profile, or null when signed out. Fetched before the first render
 * (prepareFirstRender, app/router.tsx), so the header does not show a signed-in user "Sign in"
 * first unless the API takes longer than that wait.
 */
export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: async () => {
    try {
      return await api<Me>("/api/me");
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 30_000,
  retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
});

export function useMe() {
  return useQuery(meQuery);
}
