// The admin Voices tab's calls: the list (polled while an install runs), a voice's change, and
// starting an install.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VoicePatch } from "../../../domain/admin-voices.ts";
import { type Answer, call, client } from "../../lib/client.ts";

const voices = client.api.admin.voices;

export type VoicesListing = Answer<typeof voices.$get>;
export type AdminVoice = VoicesListing["voices"][number];
export type Install = VoicesListing["installs"][number];
export type CatalogueVoice = VoicesListing["catalogue"][number];
export type DefaultsStatus = VoicesListing["defaults"];

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminVoicesKey = ["admin-voices"] as const;
/** How often the tab asks again while an install runs. */
export const INSTALL_POLL_MS = 1000;

export function useAdminVoices() {
  return useQuery({
    queryKey: adminVoicesKey,
    queryFn: ({ signal }) => call(voices.$get(undefined, { init: { signal } })),
    retry: 1,
    // The install runs in the server; the page only watches its row, so it can be left and
    // opened again (or opened on another instance) and still show it.
    refetchInterval: (q) =>
      q.state.data?.installs.some((i) => i.status === "running") || q.state.data?.defaults.coming
        ? INSTALL_POLL_MS
        : false,
  });
}

export function useUpdateVoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: VoicePatch }) =>
      call(voices[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: patch })),
    onSuccess: ({ voice }) =>
      qc.setQueryData<VoicesListing>(adminVoicesKey, (old) =>
        old ? { ...old, voices: old.voices.map((v) => (v.id === voice.id ? voice : v)) } : old,
      ),
  });
}

export function useInstallVoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (source: string) => call(voices.installs.$post({ json: { source } })),
    onSettled: () => qc.invalidateQueries({ queryKey: adminVoicesKey }),
  });
}

/** The default voices' "Try again": a new round now instead of at the next retry. */
export function useRetryDefaults() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(voices.defaults.retry.$post()),
    onSettled: () => qc.invalidateQueries({ queryKey: adminVoicesKey }),
  });
}
