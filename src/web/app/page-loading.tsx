import { Spinner } from "../components/ui/spinner.tsx";

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <Spinner className="size-8 text-indigo-600" />
      <span className="sr-only">Loading</span>
    </div>
  );
}
