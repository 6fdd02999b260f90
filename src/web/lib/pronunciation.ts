// The signed-in user's pronunciation dictionaries: the Pronunciation page edits them, the studio
// chooses which to speak with (docs/product.md, "Pronunciation").
import { useQuery } from "@tanstack/react-query";
import { type Answer, client, getQuery } from "./client.ts";

export const dictionariesKey = ["pronunciation"] as const;

export type Dictionary = Answer<typeof client.api.pronunciation.$get>["dictionaries"][number];

export function useDictionaries(enabled = true) {
  return useQuery({
    ...getQuery(dictionariesKey, client.api.pronunciation),
    select: (data) => data.dictionaries,
    enabled,
  });
}
