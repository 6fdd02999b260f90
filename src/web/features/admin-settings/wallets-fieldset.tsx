// The operator's wallet accounts. None saved means payments are not open (docs/product.md
// section 4): the list may be emptied, and the first wallet added becomes the primary.
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { type Control, type FieldPath, type UseFormReturn, useFieldArray } from "react-hook-form";
import { msg } from "../../../domain/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import type { SettingsInput } from "./settings-form.tsx";

type TextField = (name: FieldPath<SettingsInput>, label: string) => ReactNode;

export function WalletsFieldset({
  control,
  form,
  text,
  error,
  radioName,
  className,
}: {
  control: Control<SettingsInput, unknown, unknown>;
  form: Pick<UseFormReturn<SettingsInput, unknown, unknown>, "getValues" | "setValue" | "watch">;
  text: TextField;
  error: string | undefined;
  radioName: string;
  className: string;
}) {
  const wallets = useFieldArray({ control, name: "wallets" });
  const values = form.watch("wallets");
  const makePrimary = (index: number) => {
    form.getValues("wallets").forEach((_, i) => {
      form.setValue(`wallets.${i}.primary`, i === index, { shouldDirty: true });
    });
  };
  return (
    <fieldset className={className}>
      <legend className="px-1 font-semibold">Wallet accounts</legend>
      {wallets.fields.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{msg.purchase.notOpen}</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {wallets.fields.map((w, i) => (
        <div
          key={w.id}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] dark:border-slate-800"
        >
          {text(`wallets.${i}.type`, "Type")}
          {text(`wallets.${i}.holder`, "Account holder")}
          {text(`wallets.${i}.number`, "Account number")}
          <div className="flex items-end gap-3">
            <label className="flex items-center gap-2 pb-2 text-sm">
              <input
                type="radio"
                name={radioName}
                className="size-4 accent-indigo-600"
                checked={values?.[i]?.primary === true}
                onChange={() => makePrimary(i)}
              />
              Primary
            </label>
            <Button
              variant="ghost"
              className="px-2"
              onClick={() => {
                const wasPrimary = form.getValues(`wallets.${i}.primary`);
                wallets.remove(i);
                if (wasPrimary && form.getValues("wallets").length > 0) {
                  form.setValue("wallets.0.primary", true, { shouldDirty: true });
                }
              }}
              aria-label={`Remove wallet ${i + 1}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        disabled={wallets.fields.length >= 6}
        onClick={() =>
          wallets.append({
            type: "",
            holder: "",
            number: "",
            primary: wallets.fields.length === 0,
          })
        }
      >
        <Plus className="size-4" aria-hidden="true" /> Add wallet
      </Button>
    </fieldset>
  );
}
