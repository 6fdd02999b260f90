import type { ComponentProps } from "react";

/**
 * A field's look without a width, for one as wide as its content (the format beside Download): a
 * width added to inputClass would not reliably beat its w-full, whose order in the built CSS
 * decides.
 */
export const inputLook =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";

/** A field's look, as wide as its row. */
export const inputClass = `w-full ${inputLook}`;

/** A label holding a radio (or checkbox) drawn as a bordered option, marked while checked. */
export const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:border-slate-700 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950/50";

export function Field({
  label,
  id,
  ...props
}: ComponentProps<"input"> & { label: string; id: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} className={inputClass} {...props} />
    </div>
  );
}
