// The Projects page's calls (/api/projects): the list, one project, its conversions (polled while
// one runs), and every change, each refreshing what it changed.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateFromText } from "../../../domain/project-requests.ts";
import type { BlockPart } from "../../../domain/projects.ts";
import { readAnswer, sendRequest } from "../../lib/api.ts";
import { type Answer, call, client, getQuery } from "../../lib/client.ts";

const projects = client.api.projects;
const listKey = ["projects"] as const;
const projectKey = (id: string) => ["projects", id] as const;
const conversionsKey = (id: string) => ["projects", id, "conversions"] as const;

export type ProjectSummary = Answer<typeof projects.$get>["projects"][number];
export type Project = Answer<(typeof projects)[":id"]["$get"]>["project"];
export type Chapter = Project["chapters"][number];
export type Block = Chapter["blocks"][number];
export type Conversion = Answer<
  (typeof projects)[":id"]["conversions"]["$get"]
>["conversions"][number];

// While a conversion runs its progress is asked for this often.
const POLL_MS = 1000;

export const useProjects = () =>
  useQuery({ ...getQuery(listKey, projects), select: (d) => d.projects });

export const useProject = (id: string) =>
  useQuery({
    queryKey: projectKey(id),
    queryFn: ({ signal }) =>
      call(projects[":id"].$get({ param: { id } }, { init: { signal } })).then((d) => d.project),
  });

export const useConversions = (id: string) =>
  useQuery({
    queryKey: conversionsKey(id),
    queryFn: ({ signal }) =>
      call(projects[":id"].conversions.$get({ param: { id } }, { init: { signal } })).then(
        (d) => d.conversions,
      ),
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === "running") ? POLL_MS : false),
  });

function useChange<T, R>(mutationFn: (input: T) => Promise<R>, keys: (input: T) => string[][]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_, input) =>
      Promise.all(keys(input).map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

export const useCreateFromText = () =>
  useChange(
    (json: CreateFromText) => call(projects.$post({ json })),
    () => [[...listKey]],
  );

// A file goes as a form, which the typed client does not describe for this route.
export const useImportProject = () =>
  useChange(
    async (input: { file: File; name: string; defaultVoiceId: string }) => {
      const body = new FormData();
      body.set("file", input.file);
      body.set("name", input.name);
      body.set("defaultVoiceId", input.defaultVoiceId);
      const res = await sendRequest("/api/projects/import", { method: "POST", body });
      return (await readAnswer(res)) as { id: string };
    },
    () => [[...listKey]],
  );

export const useUpdateProject = (id: string) =>
  useChange(
    (json: { name?: string; defaultVoiceId?: string }) =>
      call(projects[":id"].$patch({ param: { id }, json })),
    () => [[...listKey]],
  );

export const useDeleteProject = () =>
  useChange(
    (id: string) => call(projects[":id"].$delete({ param: { id } })),
    () => [[...listKey]],
  );

export const useEditBlock = (id: string) =>
  useChange(
    ({ blockId, parts }: { blockId: string; parts: BlockPart[] }) =>
      call(projects[":id"].blocks[":blockId"].$put({ param: { id, blockId }, json: { parts } })),
    () => [[...projectKey(id)]],
  );

export const useReorderChapters = (id: string) =>
  useChange(
    (order: string[]) =>
      call(projects[":id"].chapters.order.$put({ param: { id }, json: { order } })),
    () => [[...projectKey(id)]],
  );

export const useReorderBlocks = (id: string) =>
  useChange(
    ({ chapterId, order }: { chapterId: string; order: string[] }) =>
      call(
        projects[":id"].chapters[":chapterId"].blocks.order.$put({
          param: { id, chapterId },
          json: { order },
        }),
      ),
    () => [[...projectKey(id)]],
  );

export const useConvert = (id: string) =>
  useChange(
    (chapterId: string | null) =>
      call(projects[":id"].convert.$post({ param: { id }, json: { chapterId } })),
    () => [[...conversionsKey(id)], ["me"], [...listKey]],
  );

export const useCancelConversion = (id: string) =>
  useChange(
    (conversionId: string) =>
      call(
        projects[":id"].conversions[":conversionId"].cancel.$post({
          param: { id, conversionId },
        }),
      ),
    () => [[...conversionsKey(id)], ["me"]],
  );

export const useRetryConversion = (id: string) =>
  useChange(
    (conversionId: string) =>
      call(
        projects[":id"].conversions[":conversionId"].retry.$post({ param: { id, conversionId } }),
      ),
    () => [[...conversionsKey(id)], ["me"]],
  );

/** Where a finished conversion's files are downloaded from. */
export function downloadsOf(projectId: string, conversionId: string) {
  const base = `/api/projects/${projectId}/conversions/${conversionId}`;
  return {
    whole: `${base}/audio`,
    chapter: (chapterId: string) => `${base}/chapters/${chapterId}/audio`,
    srt: `${base}/captions?as=srt`,
    vtt: `${base}/captions?as=vtt`,
    zip: `${base}/zip`,
  };
}
