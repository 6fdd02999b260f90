// The signed-in user's API keys (GET/POST /api/keys, DELETE /api/keys/:id).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeyCreate } from "../../../domain/api-keys.ts";
import { call, client, getQuery } from "../../lib/client.ts";

const keysKey = ["api-keys"] as const;

export function useApiKeys(enabled: boolean) {
  return useQuery({
    ...getQuery(keysKey, client.api.keys),
    select: (data) => data.keys,
    enabled,
  });
}

export function useCreateKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ApiKeyCreate) => call(client.api.keys.$post({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRevokeKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.api.keys[":id"].$delete({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keysKey }),
  });
}
