// The app's one query cache: the router fills it before a page shows (app/router.tsx), the
// components read it through TanStack Query's hooks.
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
