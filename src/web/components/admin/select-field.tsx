import { useId } from "react";
import { inputClass } from "../ui/field.tsx";
import { FormRow } from "../ui/form-row.tsx";
import { Options } from "../ui/options.tsx";

/** A labelled drop-down, such as an admin list's filter. */
export function SelectField<V extends string>({
  label,
  className,
  value,
  onChange,
  options,
}: {
  label: string;
  /** The row's width. */
  className: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  const id = useId();
  return (
    <FormRow id={id} label={label} className={className}>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        <Options of={options} />
      </select>
    </FormRow>
  );
}
