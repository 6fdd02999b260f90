import "./styles.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouteErrorBoundary } from "./app/route-error.tsx";
import { AppRoutes, prepareRoute } from "./app/router.tsx";
import { activateLocale, initialLocale } from "./lib/locale.ts";
import { AddressRouter } from "./lib/navigation.tsx";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// An Urdu reader's texts arrive before the first render, so no English flashes by first.
// (Then, not a top-level await: that would make the bundler split the entry into small chunks.)
void activateLocale(initialLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AddressRouter prepare={prepareRoute}>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </AddressRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
