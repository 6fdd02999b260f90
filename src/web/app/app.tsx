import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { AddressRouter, type AddressSource } from "../lib/navigation.tsx";
import { SiteOrigin } from "../lib/origin.ts";
import { type PageMeta, PageMetaSink } from "../lib/page-meta.ts";
import { queryClient } from "../lib/query-client.ts";
import { RouteErrorBoundary } from "./route-error.tsx";
import { AppRoutes } from "./router.tsx";

/**
 * The whole app, as the browser renders or hydrates it and as the server renders a public page
 * (entry-server.tsx): the same tree on both sides, so hydration finds what the server wrote.
 */
export function App({
  source,
  onMeta = null,
  origin = null,
}: {
  /** Where the address comes from: the browser's by default, a fixed one on the server. */
  source?: AddressSource;
  /** The server hears the page's title and description here. */
  onMeta?: ((meta: PageMeta) => void) | null;
  /** The site's origin on the server, which has no window to read it from. */
  origin?: string | null;
}) {
  return (
    <StrictMode>
      <SiteOrigin value={origin}>
        <PageMetaSink value={onMeta}>
          <QueryClientProvider client={queryClient}>
            <AddressRouter {...(source ? { source } : {})}>
              <RouteErrorBoundary>
                <AppRoutes />
              </RouteErrorBoundary>
            </AddressRouter>
          </QueryClientProvider>
        </PageMetaSink>
      </SiteOrigin>
    </StrictMode>
  );
}
