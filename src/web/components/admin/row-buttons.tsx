// A row's buttons, each named after its row with the visible word first ("Edit Basic"), so that
// every row's buttons differ for a screen reader and speech control.
import type { LucideIcon } from "lucide-react";
import { Pencil, Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { useTexts } from "../../lib/i18n.ts";
import { Button } from "../ui/button.tsx";
import type { RowActions } from "./editable-list.tsx";
import { type AdminKey, adminText } from "./texts.ts";

export interface RowButton {
  /** The visible word, and the button's name with the row's in `{row}`. */
  label: AdminKey;
  named: AdminKey;
  icon: LucideIcon;
  variant: ComponentProps<typeof Button>["variant"];
  onClick: () => void;
}

export function RowButtons({
  of,
  buttons,
  className = "px-3 py-1.5",
  disabled,
}: {
  /** The row's name, as the buttons' labels end. */
  of: string;
  buttons: RowButton[];
  className?: string;
  disabled?: boolean;
}) {
  const t = useTexts(adminText);
  return buttons.map(({ label, named, icon: Icon, variant, onClick }) => (
    <Button
      key={label}
      variant={variant}
      className={className}
      disabled={disabled}
      onClick={onClick}
      aria-label={t(named, { row: of })}
    >
      <Icon className="size-4" aria-hidden="true" /> {t(label)}
    </Button>
  ));
}

/** Edit and Delete, the buttons of a row of an editable list. */
export function editDelete<T>(
  act: RowActions<T>,
  row: T,
  deleteVariant: RowButton["variant"],
): RowButton[] {
  return [
    {
      label: "actionEdit",
      named: "actionEditOf",
      icon: Pencil,
      variant: "secondary",
      onClick: () => act.edit(row),
    },
    {
      label: "actionDelete",
      named: "actionDeleteOf",
      icon: Trash2,
      variant: deleteVariant,
      onClick: () => act.remove(row),
    },
  ];
}
