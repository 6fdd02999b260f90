import { useEffect } from "react";
import { toastError } from "../../lib/api.ts";

/** One toast when a panel's data fails to load (not one a render); the panel offers Retry. */
export function useFailureToast(query: { isError: boolean; error: unknown }, message: string) {
  useEffect(() => {
    if (query.isError) toastError(query.error, message);
  }, [query.isError, query.error, message]);
}
