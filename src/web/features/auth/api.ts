import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

export interface Credentials {
  email: string;
  password: string;
}

export function useSignIn(mode: "signin" | "signup") {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: Credentials) =>
      mode === "signin"
        ? api("/api/auth/sign-in/email", { body: { email, password } })
        : api("/api/auth/sign-up/email", {
            body: { email, password, name: email.split("@")[0] || "User" },
          }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
  });
}

/** `leave` runs before the session is forgotten, so a guard never sees the half-signed-out state. */
export function useSignOut(leave: () => void | Promise<void>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/auth/sign-out", { body: {} }),
    onSuccess: async () => {
      await leave();
      qc.setQueryData(meKey, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "site" && q.queryKey[0] !== "me" });
    },
  });
}

export async function startGoogleSignIn(callbackURL: string): Promise<void> {
  const res = await api<{ url?: string }>("/api/auth/sign-in/social", {
    body: { provider: "google", callbackURL },
  });
  if (!res.url) throw new ApiRequestError(500, "GOOGLE", "Google authentication failed");
  window.location.assign(res.url);
}
