// Renders a piece of the web as the app does: in a fresh query cache and a router, with a user to
// click and type. Its network is the test's (tests/helpers/api-mock.ts).
import { type DefaultOptions, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { memoryLocation } from "wouter/memory-location";
import { AddressRouter, type AddressSource } from "../../src/web/lib/navigation.tsx";

/** A query cache for one test; a failed load is retried without the wait unless told. */
export function testQueryClient(queries: DefaultOptions["queries"] = { retryDelay: 0 }) {
  return new QueryClient({ defaultOptions: { queries } });
}

/** An address held in memory, starting at `path` (with its search); it has no hash. */
export function memoryAddress(path: string): AddressSource {
  const memory = memoryLocation({ path });
  return {
    useAddress: () => {
      const [now] = memory.hook();
      const search = memory.searchHook();
      return { path: now, search: search && `?${search}`, hash: "", state: memory.state };
    },
    navigate: memory.navigate,
  };
}

export function renderWeb(
  ui: ReactNode,
  { path = "/", client = testQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  const address = memoryAddress(path);
  const utils = render(
    <QueryClientProvider client={client}>
      <AddressRouter source={address}>{ui}</AddressRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client, user: userEvent.setup(), navigate: address.navigate };
}

/**
 * `ui` as the server sends it, in the document, then hydrated as the browser's scripts do; `before`
 * acts on the server's markup in between (a visitor typing before the scripts have run).
 */
export function renderHydrated(ui: ReactNode, before: (server: HTMLElement) => void = () => {}) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  before(container);
  return render(ui, { container, hydrate: true });
}
