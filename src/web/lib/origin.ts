import { createContext, useContext } from "react";

/** The site's origin as the server's render knows it (entry-server.tsx); the browser's own else. */
export const SiteOrigin = createContext<string | null>(null);

/** Where the site is, for addresses shown to the reader (the API's base URL). */
export function useOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
