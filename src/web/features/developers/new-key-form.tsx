import { useId } from "react";
import { API_KEY_NAME_MAX, apiKeyCreateSchema, MAX_API_KEYS } from "../../../domain/api-keys.ts";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useCreateKey } from "./api.ts";
import { SecretReveal } from "./secret-reveal.tsx";
import { developersText } from "./texts.ts";

/** Names a new key; the secret is then shown once, with a copy button, until dismissed. */
export function NewKeyForm({ count }: { count: number }) {
  const t = useTexts(developersText);
  const id = useId();
  const create = useCreateKey();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(apiKeyCreateSchema, { name: "" });
  const full = count >= MAX_API_KEYS;

  const onSubmit = handleSubmit((form) =>
    create.mutate(form, {
      onSuccess: () => reset(),
      onError: (e) => toastError(e, messageText("httpInternal")),
    }),
  );

  if (create.data) {
    return <SecretReveal created={create.data} onDone={() => create.reset()} />;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grow">
        <FormRow id={`${id}-name`} label={t("keyName")} error={errors.name?.message}>
          <input
            {...described(`${id}-name`, errors.name?.message)}
            className={inputClass}
            placeholder={t("keyNamePlaceholder")}
            maxLength={API_KEY_NAME_MAX}
            disabled={full}
            {...register("name")}
          />
        </FormRow>
      </div>
      <Button type="submit" busy={create.isPending} disabled={full} className="sm:mb-0.5">
        {t("create")}
      </Button>
      {full && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {messageText("apiKeysLimit", { max: MAX_API_KEYS })}
        </p>
      )}
    </form>
  );
}
