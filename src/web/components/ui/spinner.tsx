import { LoaderIcon } from "./shell-icons.tsx";

export function Spinner({ className = "size-4" }: { className?: string }) {
  return <LoaderIcon aria-hidden="true" className={`animate-spin ${className}`} />;
}
