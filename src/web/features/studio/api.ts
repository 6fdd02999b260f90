// The studio's calls: voices, generating, and the user's history of generations.
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { GenerationRequest } from "../../../domain/generation.ts";
import { type Answer, call, client, getQuery } from "../../lib/client.ts";
import { type Me, meKey } from "../../lib/me.ts";
import { wordsOf } from "./words.ts";

const generations = client.api.generations;

export type Voice = Answer<typeof client.api.voices.$get>[number];
export type HistoryPage = Answer<typeof generations.$get>;
export type Generation = HistoryPage["items"][number];
export type GenerateResult = Answer<typeof generations.$post>;

export const voicesKey = ["voices"] as const;
export const historyKey = ["generations"] as const;

export function useVoices() {
  return useQuery({
    ...getQuery(voicesKey, client.api.voices),
    // The server caches provider lists for 10 minutes; asking more often gains nothing.
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

/** How often the studio asks again while the default neural voices install. */
export const COMING_POLL_MS = 3000;

/**
 * Whether natural voices are on their way (the server installs its default ones), with how far
 * it got; when they arrive, the voice list is read again so they appear without a reload.
 */
export function useComingVoices() {
  const qc = useQueryClient();
  const coming = useQuery({
    ...getQuery(["voices-coming"], client.api.voices.coming),
    refetchInterval: (q) => (q.state.data?.coming ? COMING_POLL_MS : false),
  });
  const now = coming.data?.coming ?? false;
  const was = useRef(now);
  useEffect(() => {
    if (was.current && !now) void qc.invalidateQueries({ queryKey: voicesKey });
    was.current = now;
  }, [now, qc]);
  return coming;
}

export function useHistory(page: number) {
  return useQuery({
    queryKey: [...historyKey, page],
    queryFn: ({ signal }) =>
      call(generations.$get({ query: { page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

export type GenerateInput = Omit<GenerationRequest, "format"> & { signal?: AbortSignal };

export function useGenerate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ signal, ...body }: GenerateInput) =>
      call(
        generations.$post({ json: { ...body, format: "mp3" } }, signal ? { init: { signal } } : {}),
      ),
    onSuccess: (result) => applyAnswer(qc, result),
  });
}

/** A generation's answer into the cached account: its count at once, the rest refetched. */
export function applyAnswer(qc: QueryClient, result: GenerateResult) {
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
}

export function useDeleteGeneration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(generations[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: historyKey }),
  });
}

/**
 * A generation's caption lines, timed over its audio (none for one made before captions), and its
 * words with their times (none for one made before word times).
 */
export function useCaptions(generation: Generation) {
  return useQuery({
    queryKey: ["captions", generation.id],
    queryFn: async ({ signal }) => {
      const param = { id: encodeURIComponent(generation.id) };
      const answer = await call(generations[":id"].captions.$get({ param }, { init: { signal } }));
      return { cues: answer.cues, words: wordsOf(answer) };
    },
    enabled: generation.captions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
