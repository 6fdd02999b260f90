// A settings list edited row by row (support hours, social links, wallets): each row ends with
// its remove button, and one Add button follows, off once the list holds as many as it may.
import { Plus, Trash2 } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";

export function RowList({
  keys,
  max,
  rowClass,
  row,
  extra,
  onRemove,
  removeLabel,
  onAdd,
  addLabel,
}: {
  /** useFieldArray's field ids, one a row. */
  keys: string[];
  max: number;
  /** The row's grid, with a last column for the buttons. */
  rowClass: string;
  row: (index: number) => ReactNode;
  /** Shown before the remove button (a wallet's Primary choice). */
  extra?: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  /** The remove button's label, with the row's number in `{n}`: "Remove support hours {n}". */
  removeLabel: AdminKey;
  onAdd: () => void;
  addLabel: AdminKey;
}) {
  const t = useTexts(adminText);
  return (
    <>
      {keys.map((key, i) => (
        <div key={key} className={`grid gap-3 ${rowClass}`}>
          {row(i)}
          <div className={`flex items-end ${extra ? "gap-3" : ""}`}>
            {extra?.(i)}
            <Button
              variant="ghost"
              className="px-2"
              onClick={() => onRemove(i)}
              aria-label={t(removeLabel, { n: i + 1 })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      <Button variant="secondary" disabled={keys.length >= max} onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" /> {t(addLabel)}
      </Button>
    </>
  );
}

/** A list whose rows are text inputs only: each input's label (a catalogue key) by its key in the row. */
export interface TextRowsSpec<K extends string> {
  inputs: Record<K, AdminKey>;
  max: number;
  rowClass: string;
  /** The remove ("Remove support hours {n}") and add buttons' labels. */
  remove: AdminKey;
  add: AdminKey;
}

export function TextRows<N extends string, K extends string>({
  name,
  spec,
  rows,
  text,
}: {
  /** The list's path in the form. */
  name: N;
  spec: TextRowsSpec<K>;
  /** The list's useFieldArray. */
  rows: {
    fields: { id: string }[];
    remove: (index: number) => void;
    append: (row: NoInfer<Record<K, string>>) => void;
  };
  text: (path: NoInfer<`${N}.${number}.${K}`>, label: string) => ReactNode;
}) {
  const t = useTexts(adminText);
  const inputs = Object.entries(spec.inputs) as [K, AdminKey][];
  const empty = Object.fromEntries(inputs.map(([key]) => [key, ""])) as Record<K, string>;
  return (
    <RowList
      keys={rows.fields.map((r) => r.id)}
      max={spec.max}
      rowClass={spec.rowClass}
      row={(i) =>
        inputs.map(([key, label]) => (
          <Fragment key={key}>{text(`${name}.${i}.${key}`, t(label))}</Fragment>
        ))
      }
      onRemove={rows.remove}
      removeLabel={spec.remove}
      onAdd={() => rows.append(empty)}
      addLabel={spec.add}
    />
  );
}
