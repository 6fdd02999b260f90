import { Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { usePageMeta } from "../lib/page-meta.ts";

export function NotFoundPage() {
  usePageMeta("Page not found", "This page does not exist.");
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist.
      </p>
      <Link to="/" className={`${buttonClass("primary")} mt-6`}>
        Go home
      </Link>
    </div>
  );
}
