import "./styles.css";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isLocale } from "../domain/i18n/locales.ts";
import { App } from "./app/app.tsx";
import { prepareFirstRender, prepareRoute } from "./app/router.tsx";
import {
  activateLocale,
  initialLocale,
  LOCALE_KEY,
  renderedLocale,
  tellServer,
} from "./lib/locale.ts";
import { painted } from "./lib/painted.ts";
import { queryClient } from "./lib/query-client.ts";
import { readStored } from "./lib/storage.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// A choice remembered before the server learnt of it reaches the server from now on.
const stored = readStored(LOCALE_KEY);
if (isLocale(stored)) tellServer(stored);

const rendered = renderedLocale();
const pageData = document.getElementById("page-data");
if (rendered && pageData) {
  // A public page the server rendered (docs/decisions/014-react-ssr.md): its data is in the HTML,
  // so the queries start where the server's ended and nothing is fetched again; the page's code
  // is asked for once it has painted (painted). Hydrated in the language it was rendered in, then the reader's.
  // In a transition, so React hydrates in slices that give the phone's main thread back every few
  // milliseconds rather than in one long task: the page is already on screen, and its buttons wait
  // for it (useHydrated).
  hydrate(queryClient, JSON.parse(pageData.textContent ?? "{}") as DehydratedState);
  void painted()
    .then(() => Promise.all([activateLocale(rendered), prepareRoute(location.pathname)]))
    .then(() => {
      startTransition(() => {
        hydrateRoot(root, <App />);
      });
      if (isLocale(stored) && stored !== rendered) void activateLocale(stored);
    });
} else {
  // The signed-in pages render in the browser. The first render waits for the reader's texts and
  // font (no English flashes by an Urdu reader, no Urdu page moves when Nastaliq arrives), the
  // page's code and the data its first screen shows: the page paints once, complete, rather than
  // in a pass per answer, each a long task on a phone (docs/performance.md, "One first render").
  // It comes within 2 s whatever happens: without Urdu's texts the page shows in English. (Then,
  // not a top-level await: that would make the bundler split the entry into small chunks.)
  void prepareFirstRender(location.pathname, initialLocale()).then(() =>
    createRoot(root).render(<App />),
  );
}
