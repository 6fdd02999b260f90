import { Link, useRouteError } from "react-router";
import { networkMessages } from "../../domain/messages-shell.ts";
import { buttonClass } from "../components/ui/button.tsx";
import { hadOfflineFailure, isChunkError, isOffline } from "../lib/chunks.ts";

/** What the error page says: a chunk that failed offline is no sign of a new version. */
export function routeErrorText(error: unknown): { title: string; body: string } {
  if (isChunkError(error)) {
    if (isOffline()) return { title: "You are offline", body: networkMessages.offline };
    // Back online, the browser may still remember the chunk as failed: a reload fetches it.
    if (hadOfflineFailure())
      return { title: "You are back online", body: "Reload the page to continue." };
    // Online, a chunk that cannot be fetched was replaced by a new deployment: a reload fetches it.
    return { title: "A new version is available", body: "Reload the page to continue." };
  }
  return {
    title: "Something went wrong",
    body: "Please reload the page. If it keeps happening, contact support.",
  };
}

export function RouteError() {
  const { title, body } = routeErrorText(useRouteError());
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{body}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClass("primary")}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className={buttonClass("secondary")} reloadDocument>
          Home
        </Link>
      </div>
    </div>
  );
}
