import { Link, useRouteError } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";

export function RouteError() {
  const error = useRouteError();
  // A new deployment replaces the hashed chunks; reloading fetches the new ones.
  const stale =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module/i.test(error.message);
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">
        {stale ? "A new version is available" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {stale
          ? "Reload the page to continue."
          : "Please reload the page. If it keeps happening, contact support."}
      </p>
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
