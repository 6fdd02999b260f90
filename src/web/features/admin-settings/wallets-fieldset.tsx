// The operator's wallet accounts. None saved means payments are not open (docs/product.md
// section 4): the list may be emptied, and the first wallet added becomes the primary.
import type { ReactNode } from "react";
import { type Control, type FieldPath, type UseFormReturn, useFieldArray } from "react-hook-form";
import { isExampleNumber, mobileNumber, WALLET_TYPES } from "../../../domain/wallets.ts";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { Fieldset } from "./fieldset.tsx";
import { RowList } from "./row-list.tsx";
import type { SettingsInput } from "./settings-form.tsx";

type Name = FieldPath<SettingsInput>;
type TextField = (name: Name, label: string, hint?: string) => ReactNode;
type SelectField = (name: Name, label: string, options: readonly string[]) => ReactNode;
type CheckField = (name: Name, label: string) => ReactNode;

// What a number looks like for its type, said before the operator saves.
function numberHint(type: string | undefined): AdminKey | undefined {
  if (type === "JazzCash" || type === "EasyPaisa") return "settingsWalletMobileHint";
  if (type === "Bank account") return "settingsWalletIbanHint";
  return undefined;
}

export function WalletsFieldset({
  control,
  form,
  text,
  select,
  checkbox,
  error,
  radioName,
}: {
  control: Control<SettingsInput, unknown, unknown>;
  form: Pick<UseFormReturn<SettingsInput, unknown, unknown>, "getValues" | "setValue" | "watch">;
  text: TextField;
  select: SelectField;
  checkbox: CheckField;
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
        row={(i) => {
          const hint = numberHint(values?.[i]?.type);
          const number = values?.[i]?.number ?? "";
          return (
            <>
              {select(`wallets.${i}.type`, t("settingsWalletType"), WALLET_TYPES)}
              {text(`wallets.${i}.holder`, t("settingsWalletHolder"))}
              <div className="space-y-1">
                {text(`wallets.${i}.number`, t("settingsWalletNumber"), hint && t(hint))}
                {isExampleNumber(mobileNumber(number) ?? number) &&
                  checkbox(`wallets.${i}.confirmedExample`, t("settingsWalletReal"))}
              </div>
            </>
          );
        }}
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
