import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ProfileView } from "../../../server/features/me/service.ts";
import { ApiRequestError, api } from "../../lib/api.ts";

export interface Me {
  user: { id: string; email: string; name: string; image: string | null };
  profile: ProfileView;
}

export const meKey = ["me"] as const;

/** The signed-in user and profile, or null when signed out. */
export function useMe() {
  return useQuery({
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
}

/** Sign-out with plain state, not useMutation: the header is in every page's first download.
 * `leave` runs before the session is forgotten, so a guard never sees the half-signed-out state. */
export function useSignOut(leave: () => void | Promise<void>) {
  const qc = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = async (
    _: undefined,
    on: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
  ) => {
    setPending(true);
    try {
      // Leave the signed-in page first: a background refetch of the session after sign-out would
      // otherwise let the page's guard send the user to /login instead.
      await leave();
      await api("/api/auth/sign-out", { body: {} });
      qc.setQueryData(meKey, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "site" && q.queryKey[0] !== "me" });
      on.onSuccess?.();
    } catch (error) {
      on.onError?.(error);
    } finally {
      setPending(false);
    }
  };
  return { mutate, isPending };
}

export async function startGoogleSignIn(callbackURL: string): Promise<void> {
  const res = await api<{ url?: string }>("/api/auth/sign-in/social", {
    body: { provider: "google", callbackURL },
  });
  if (!res.url) throw new ApiRequestError(500, "GOOGLE", "Google authentication failed");
  window.location.assign(res.url);
}
