// Renders a piece of the web as the app does: in a fresh query cache and a router, with a user to
// click and type. Its network is the test's (tests/helpers/api-mock.ts).
import { type DefaultOptions, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";

/** A query cache for one test; a failed load is retried without the wait unless told. */
export function testQueryClient(queries: DefaultOptions["queries"] = { retryDelay: 0 }) {
  return new QueryClient({ defaultOptions: { queries } });
}

export function renderWeb(
  ui: ReactNode,
  { path = "/", client = testQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client, user: userEvent.setup() };
}
