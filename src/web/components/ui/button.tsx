import type { ComponentProps } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Spinner } from "./spinner.tsx";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<Variant, string> = {
  primary:
    "bg-indigo-600 text-white hover:bg-indigo-700 disabled:bg-indigo-400 dark:disabled:bg-indigo-900",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-400",
};

export function buttonClass(variant: Variant = "primary", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

/**
 * A button does nothing until the page's scripts run: on a page the server rendered it is disabled
 * until then, so a tap before that is not lost (nor a form sent without them). Every button on a
 * page the server renders is one of these (or a `Button`, which adds the house look).
 */
export function BareButton({ type = "button", disabled, ...props }: ComponentProps<"button">) {
  const hydrated = useHydrated();
  return <button type={type} disabled={disabled || !hydrated} {...props} />;
}

/** `busy`: its request is running, so it is off and spins before its label. */
export function Button({
  variant = "primary",
  className = "",
  busy = false,
  disabled,
  children,
  ...props
}: ComponentProps<"button"> & { variant?: Variant; busy?: boolean }) {
  return (
    <BareButton className={buttonClass(variant, className)} disabled={busy || disabled} {...props}>
      {busy && <Spinner />}
      {children}
    </BareButton>
  );
}
