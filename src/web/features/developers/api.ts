// The signed-in user's API keys (GET/POST /api/keys, DELETE /api/keys/:id).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeyCreate } from "../../../domain/api-keys.ts";
import type { ApiKeyView, CreatedApiKey } from "../../../server/features/api-keys/service.ts";
import { api } from "../../lib/api.ts";

const keysKey = ["api-keys"] as const;

export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: keysKey,
    queryFn: ({ signal }) => api<{ keys: ApiKeyView[] }>("/api/keys", { signal }),
    select: (data) => data.keys,
    enabled,
  });
}

export function useCreateKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => api<CreatedApiKey>("/api/keys", { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRevokeKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ revoked: true }>(`/api/keys/${id}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keysKey }),
  });
}
