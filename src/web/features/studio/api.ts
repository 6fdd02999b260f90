// The studio's calls: voices, generating, and the user's history of generations.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GenerationRequest } from "../../../domain/generation.ts";
import type { generationView } from "../../../server/features/generations/service.ts";
import type { Voice as EngineVoice } from "../../../server/speech/types.ts";
import { api } from "../../lib/api.ts";
import { type Me, meKey } from "../../lib/me.ts";

export type Voice = EngineVoice & { previewUrl: string | null };
export type Generation = ReturnType<typeof generationView>;

export interface GenerateResult {
  generation: Generation;
  limit: number;
  remaining: number;
  unlimited: boolean;
  daysLeft: number | null;
}

export interface HistoryPage {
  items: Generation[];
  total: number;
  page: number;
  pageSize: number;
}

export const voicesKey = ["voices"] as const;
export const historyKey = ["generations"] as const;

export function useVoices() {
  return useQuery({
    queryKey: voicesKey,
    queryFn: ({ signal }) => api<Voice[]>("/api/voices", { signal }),
    // The server caches provider lists for 10 minutes; asking more often gains nothing.
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

export function useHistory(page: number) {
  return useQuery({
    queryKey: [...historyKey, page],
    queryFn: ({ signal }) => api<HistoryPage>(`/api/generations?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type GenerateInput = Omit<GenerationRequest, "format"> & { signal?: AbortSignal };

export function useGenerate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ signal, ...body }: GenerateInput) =>
      api<GenerateResult>("/api/generations", {
        body: { ...body, format: "mp3" },
        ...(signal ? { signal } : {}),
      }),
    onSuccess: (result) => {
      // The remaining count changes at once; the refetch after it picks up anything else.
      qc.setQueryData<Me | null>(meKey, (old) =>
        old
          ? {
              ...old,
              profile: {
                ...old.profile,
                limit: result.limit,
                remaining: result.remaining,
                unlimited: result.unlimited,
                daysLeft: result.daysLeft,
                voicesGenerated: old.profile.voicesGenerated + 1,
              },
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: historyKey });
    },
  });
}

export function useDeleteGeneration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/api/generations/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: historyKey }),
  });
}
