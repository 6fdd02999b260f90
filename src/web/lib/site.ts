import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { siteInLanguage } from "../../domain/operator-texts.ts";
import { defaultSettings } from "../../domain/settings-defaults.ts";
import { api } from "./api.ts";
// Types only: every page's first download does not carry the typed client's code.
import type { Answer, client } from "./client.ts";
import { useLocale } from "./i18n.ts";

/** auth.email: a forgotten password can be reset by e-mail (the server has SMTP). */
export type Site = Answer<typeof client.api.site.$get>;

/** The operator's public settings, fetched before the first render (prepareFirstRender, app/router.tsx). */
export const siteQuery = queryOptions({
  queryKey: ["site"],
  queryFn: () => api<Site>("/api/site"),
  staleTime: 60_000,
});

/**
 * The operator's public settings and whether they have arrived. The defaults stand in meanwhile;
 * they hold no wallet, so what a payer is shown before then is "loading", never a number. The
 * operator's texts come in the reader's language where the operator wrote one (docs/i18n.md).
 */
export function useSiteState(): { site: Site; loaded: boolean } {
  const { data } = useQuery(siteQuery);
  const locale = useLocale();
  // One object while the data and the language stay: pages keep `site` in their effects' lists.
  const site = useMemo(
    () =>
      siteInLanguage(data ?? { ...defaultSettings, auth: { google: false, email: false } }, locale),
    [data, locale],
  );
  return { site, loaded: data !== undefined };
}

/** The operator's public settings; every page that shows one reads it from here. */
export function useSite(): Site {
  return useSiteState().site;
}
