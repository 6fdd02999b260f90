import { Component, type ReactNode } from "react";
import { buttonClass } from "../components/ui/button.tsx";
import { hadOfflineFailure, isChunkError, isOffline } from "../lib/chunks.ts";
import { useTexts } from "../lib/i18n.ts";
import { shellText as t } from "../lib/shell-text.ts";

/** What the error page says: a chunk that failed offline is no sign of a new version. */
export function routeErrorText(error: unknown): { title: string; body: string } {
  if (isChunkError(error)) {
    if (isOffline()) return { title: t("errorOffline"), body: t("offline") };
    // Back online, the browser may still remember the chunk as failed: a reload fetches it.
    if (hadOfflineFailure())
      return { title: t("errorBackOnline"), body: t("errorReloadToContinue") };
    // Online, a chunk that cannot be fetched was replaced by a new deployment: a reload fetches it.
    return { title: t("errorNewVersion"), body: t("errorReloadToContinue") };
  }
  return { title: t("errorGeneric"), body: t("errorGenericBody") };
}

/** A page that failed to load or to render: what happened, a reload and the way home. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return "error" in this.state ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

function RouteError({ error }: { error: unknown }) {
  useTexts(t);
  const { title, body } = routeErrorText(error);
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
          {t("reload")}
        </button>
        {/* A whole new document: the app that failed is not trusted to route. */}
        <a href="/" className={buttonClass("secondary")}>
          {t("home")}
        </a>
      </div>
    </div>
  );
}
