// The operator's wallet accounts. None saved means payments are not open (docs/product.md
// section 4): the list may be emptied, and the first wallet added becomes the primary.
import type { ReactNode } from "react";
import { type Control, type FieldPath, type UseFormReturn, useFieldArray } from "react-hook-form";
import { adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { Fieldset } from "./fieldset.tsx";
import { RowList } from "./row-list.tsx";
import type { SettingsInput } from "./settings-form.tsx";

type TextField = (name: FieldPath<SettingsInput>, label: string) => ReactNode;

export function WalletsFieldset({
  control,
  form,
  text,
  error,
  radioName,
}: {
  control: Control<SettingsInput, unknown, unknown>;
  form: Pick<UseFormReturn<SettingsInput, unknown, unknown>, "getValues" | "setValue" | "watch">;
  text: TextField;
  error: string | undefined;
  radioName: string;
}) {
  const t = useTexts(adminText);
  const wallets = useFieldArray({ control, name: "wallets" });
  const values = form.watch("wallets");
  const makePrimary = (index: number) => {
    form.getValues("wallets").forEach((_, i) => {
      form.setValue(`wallets.${i}.primary`, i === index, { shouldDirty: true });
    });
  };
  return (
    <Fieldset legend={t("settingsWallets")}>
      {wallets.fields.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {messageText("purchaseNotOpen")}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <RowList
        keys={wallets.fields.map((w) => w.id)}
        max={6}
        rowClass="rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] dark:border-slate-800"
        row={(i) => (
          <>
            {text(`wallets.${i}.type`, t("settingsWalletType"))}
            {text(`wallets.${i}.holder`, t("settingsWalletHolder"))}
            {text(`wallets.${i}.number`, t("settingsWalletNumber"))}
          </>
        )}
        extra={(i) => (
          <label className="flex items-center gap-2 pb-2 text-sm">
            <input
              type="radio"
              name={radioName}
              className="size-4 accent-indigo-600"
              checked={values?.[i]?.primary === true}
              onChange={() => makePrimary(i)}
            />
            {t("settingsWalletPrimary")}
          </label>
        )}
        onRemove={(i) => {
          const wasPrimary = form.getValues(`wallets.${i}.primary`);
          wallets.remove(i);
          if (wasPrimary && form.getValues("wallets").length > 0) {
            form.setValue("wallets.0.primary", true, { shouldDirty: true });
          }
        }}
        removeLabel="settingsWalletRemove"
        onAdd={() =>
          wallets.append({
            type: "",
            holder: "",
            number: "",
            primary: wallets.fields.length === 0,
          })
        }
        addLabel="settingsWalletAdd"
      />
    </Fieldset>
  );
}
