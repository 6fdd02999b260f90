import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { inputClass } from "./field.tsx";

/** The ids and ARIA a control needs so its hint and error are read with it. */
export function described(id: string, error?: string, hasHint = false) {
  const by = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": by || undefined,
  } as const;
}

/** A labelled form row with an optional hint and the field's error under it. */
export function FormRow({
  id,
  label,
  error,
  hint,
  children,
  className = "",
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** One input of a form, as data: its name in the form, its id, label and hint. */
export type InputSpec<T extends FieldValues> = Omit<ComponentProps<"input">, "name" | "form"> & {
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  /** Classes of the row around the label and the input. */
  row?: string;
};

/** A labelled input of a react-hook-form form, with its hint and the error the form holds. */
export function InputRow<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  row,
  ...input
}: InputSpec<T> & { form: Pick<UseFormReturn<T>, "register" | "getFieldState" | "formState"> }) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FormRow id={id} label={label} hint={hint} error={error} className={row}>
      <input
        {...described(id, error, Boolean(hint))}
        className={inputClass}
        {...input}
        {...form.register(name)}
      />
    </FormRow>
  );
}
