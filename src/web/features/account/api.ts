// The account's calls: better-auth's own endpoints (/api/auth/*) and ours (/api/account).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { call, client } from "../../lib/client.ts";
import { meKey } from "../../lib/me.ts";

export interface SessionRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

const sessionsKey = ["account", "sessions"] as const;

export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api("/api/auth/request-password-reset", { body: { email, redirectTo: "/reset-password" } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      api("/api/auth/reset-password", { body }),
  });
}

export function useUpdateName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api("/api/auth/update-user", { body: { name } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
  });
}

export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (newEmail: string) =>
      api("/api/auth/change-email", { body: { newEmail, callbackURL: "/account" } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api("/api/auth/change-password", { body: { ...body, revokeOtherSessions: true } }),
  });
}

/** The user's sessions, and which one is this browser's. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async () => {
      const [sessions, current] = await Promise.all([
        api<SessionRow[]>("/api/auth/list-sessions"),
        api<{ session: { id: string } } | null>("/api/auth/get-session"),
      ]);
      return { sessions, currentId: current?.session.id ?? null };
    },
  });
}

export function useSignOutOthers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/auth/revoke-other-sessions", { body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export type DeleteProof = { password?: string; email?: string };

/** Whether the account has a password (one made with Google has none). */
export function useAccountInfo() {
  return useQuery({
    queryKey: ["account", "info"],
    queryFn: () => call(client.api.account.$get()),
  });
}

/** Deletes the account; `onDeleted` runs while the page is still there, then the user is forgotten. */
export function useDeleteAccount(onDeleted: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (proof: DeleteProof) => call(client.api.account.$delete({ json: proof })),
    onSuccess: () => {
      onDeleted();
      qc.setQueryData(meKey, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "site" && q.queryKey[0] !== "me" });
    },
  });
}
