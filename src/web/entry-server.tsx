// The public pages rendered on the server, in the reader's language and with the operator's data
// (docs/decisions/014-react-ssr.md). The build makes this its own module (dist/ssr), which the
// server loads (src/server/http/pages.ts); the browser hydrates what it writes (main.tsx).
import { dehydrate } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server";
import type { PageMeta } from "../domain/page-meta.ts";
import type { PageRequest, RenderedPage } from "../server/http/pages.ts";
import { App } from "./app/app.tsx";
import { prepareRoute } from "./app/router.tsx";
import { sendRequestsThrough } from "./lib/api.ts";
import { activateLocale } from "./lib/locale.ts";
import { meQuery } from "./lib/me.ts";
import type { Address } from "./lib/navigation.tsx";
import { queryClient } from "./lib/query-client.ts";
import { siteQuery } from "./lib/site.ts";

// The data a page waits for: the server's own routes answer in the same process, so only a
// broken one takes this long.
const DATA_WAIT_MS = 5_000;

// One page at a time: the language, the query cache and where requests go are the app's module
// state, as they are in a browser tab. A render takes milliseconds, and pages are cached.
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(request: PageRequest): Promise<RenderedPage> {
  const turn = queue.then(() => render(request));
  queue = turn.catch(() => undefined);
  return turn;
}

async function render(request: PageRequest): Promise<RenderedPage> {
  const { path, search, locale } = request;
  sendRequestsThrough(request.send);
  queryClient.clear();
  // A failed answer is shown as the browser would show it; retrying it here would hold the page.
  queryClient.setDefaultOptions({ queries: { retry: false } });
  await Promise.all([
    activateLocale(locale),
    prepareRoute(path, DATA_WAIT_MS),
    queryClient.prefetchQuery(meQuery),
    queryClient.prefetchQuery(siteQuery),
  ]);
  const state = dehydrate(queryClient);
  const data = JSON.stringify([
    path,
    search,
    locale,
    request.origin,
    state.queries.map((q) => q.state.data),
  ]);
  const cached = request.cache.get(data);
  if (cached) return { ...cached, state };
  const heard: { meta: PageMeta | null } = { meta: null };
  const address: Address = { path, search, hash: "", state: null };
  const stream = await renderToReadableStream(
    <App
      source={{ useAddress: () => address, navigate: () => {} }}
      onMeta={(m) => (heard.meta = m)}
      origin={request.origin}
    />,
    {
      onError: request.onError,
      // The whole page in one piece: React would otherwise send a large Suspense boundary's
      // content after the rest, with inline scripts to move it in place, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const page = { html, meta: heard.meta };
  request.cache.set(data, page);
  return { ...page, state };
}
