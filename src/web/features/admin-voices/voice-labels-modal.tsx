import { useId } from "react";
import { voicePatchSchema } from "../../../domain/admin-voices.ts";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { type AdminVoice, useUpdateVoice } from "./api.ts";

const TEXT_FIELDS = [
  { key: "name", label: "voicesName", max: 60 },
  { key: "accent", label: "voicesAccent", max: 60 },
  { key: "language", label: "voicesLanguage", max: 20 },
  { key: "description", label: "voicesDescription", max: 200 },
] as const satisfies readonly { key: string; label: AdminKey; max: number }[];

const GENDERS = [
  ["female", "voicesFemale"],
  ["male", "voicesMale"],
  ["neutral", "voicesNeutral"],
] as const satisfies readonly [AdminVoice["gender"], AdminKey][];

type Label = "name" | "gender" | "accent" | "language" | "description";
type Form = Record<Exclude<Label, "gender">, string> & { gender: "" | AdminVoice["gender"] };

// An empty field means "the engine's own label", shown as the placeholder.
function initial(v: AdminVoice): Form {
  const own = (k: Exclude<Label, "gender">) => (v[k] !== v.original[k] ? v[k] : "");
  return {
    name: own("name"),
    gender: v.gender !== v.original.gender ? v.gender : "",
    accent: own("accent"),
    language: own("language"),
    description: own("description"),
  };
}

export function VoiceLabelsModal({ voice, onClose }: { voice: AdminVoice; onClose: () => void }) {
  const t = useTexts(adminText);
  const id = useId();
  const save = useUpdateVoice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useZodForm(voicePatchSchema, initial(voice));
  const onSubmit = handleSubmit((patch) =>
    save.mutate(
      { id: voice.id, patch },
      {
        onSuccess: () => {
          toast.success(messageText("voicesSaved"));
          onClose();
        },
        onError: (e) => toastError(e, messageText("voicesSaveFailed")),
      },
    ),
  );
  const close = () => !save.isPending && onClose();
  const clear: Form = { name: "", gender: "", accent: "", language: "", description: "" };
  return (
    <Modal
      open
      onClose={close}
      title={t("voicesLabelsTitle", { name: voice.name })}
      description={t("voicesLabelsDescription")}
      closeOnBackdrop={!isDirty}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {TEXT_FIELDS.map(({ key, label, max }) => (
          <FormRow key={key} id={`${id}-${key}`} label={t(label)} error={errors[key]?.message}>
            <input
              {...described(`${id}-${key}`, errors[key]?.message)}
              className={inputClass}
              maxLength={max}
              placeholder={voice.original[key]}
              {...register(key)}
            />
          </FormRow>
        ))}
        <FormRow id={`${id}-gender`} label={t("voicesGender")} error={errors.gender?.message}>
          <select
            {...described(`${id}-gender`, errors.gender?.message)}
            className={inputClass}
            {...register("gender")}
          >
            <option value="">{t("voicesGenderOwn", { gender: voice.original.gender })}</option>
            {GENDERS.map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </FormRow>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button
            variant="ghost"
            onClick={() => reset(clear, { keepDefaultValues: true })}
            disabled={save.isPending}
          >
            {t("voicesUseEngine")}
          </Button>
          <ModalActions label={t("voicesSaveLabels")} onCancel={close} busy={save.isPending} />
        </div>
      </form>
    </Modal>
  );
}
