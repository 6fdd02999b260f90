// The Pronunciation page's calls (/api/pronunciation): save, import, delete, hear a rule.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PronunciationRule } from "../../../domain/pronunciation/rules.ts";
import { readAnswer, sendRequest } from "../../lib/api.ts";
import { call, client } from "../../lib/client.ts";
import { dictionariesKey } from "../../lib/pronunciation.ts";

function useChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: dictionariesKey }),
  });
}

export interface DictionaryInput {
  name: string;
  rules: PronunciationRule[];
}

export const useCreateDictionary = () =>
  useChange((json: DictionaryInput) => call(client.api.pronunciation.$post({ json })));

export const useSaveDictionary = () =>
  useChange(({ id, ...json }: DictionaryInput & { id: string }) =>
    call(client.api.pronunciation[":id"].$put({ param: { id }, json })),
  );

export const useDeleteDictionary = () =>
  useChange((id: string) => call(client.api.pronunciation[":id"].$delete({ param: { id } })));

// A file goes as a form, which the typed client does not describe for this route.
export const useImportDictionary = () =>
  useChange(async (file: File) => {
    const body = new FormData();
    body.set("file", file);
    const res = await sendRequest("/api/pronunciation/import", { method: "POST", body });
    return (await readAnswer(res)) as { name: string };
  });

/** The rule's word said by the voice, as audio to play. */
export async function hearRule(voiceId: string, rule: PronunciationRule): Promise<Blob> {
  const res = await sendRequest("/api/pronunciation/hear", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ voiceId, rule }),
  });
  if (!res.ok) await readAnswer(res);
  return res.blob();
}
