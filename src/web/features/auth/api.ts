import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError, api } from "../../lib/api.ts";
import { meKey } from "../../lib/me.ts";

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
