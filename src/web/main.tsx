import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouteErrorBoundary } from "./app/route-error.tsx";
import { AppRoutes, prepareFirstRender } from "./app/router.tsx";
import { initialLocale } from "./lib/locale.ts";
import { AddressRouter } from "./lib/navigation.tsx";
import { queryClient } from "./lib/query-client.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The first render waits for the reader's texts and font (no English flashes by an Urdu reader,
// no Urdu page moves when Nastaliq arrives), the page's code and the data its first screen shows:
// the page paints once, complete, rather than in a pass per answer, each a long task on a phone
// (docs/performance.md, "One first render"). It comes within 2 s whatever happens: without Urdu's
// texts the page shows in English. (Then, not a top-level await: that would make the bundler split
// the entry into small chunks.)
void prepareFirstRender(location.pathname, initialLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AddressRouter>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </AddressRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
