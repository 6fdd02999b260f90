import { useId } from "react";
import { voicePatchSchema } from "../../../domain/admin-voices.ts";
import { msg } from "../../../domain/messages.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { toastError } from "../../lib/api.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { type AdminVoice, useUpdateVoice } from "./api.ts";

const TEXT_FIELDS = [
  { key: "name", label: "Name", max: 60 },
  { key: "accent", label: "Accent", max: 60 },
  { key: "language", label: "Language code", max: 20 },
  { key: "description", label: "Description", max: 200 },
] as const;

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
          toast.success(msg.voices.saved);
          onClose();
        },
        onError: (e) => toastError(e, msg.voices.saveFailed),
      },
    ),
  );
  const close = () => !save.isPending && onClose();
  const clear: Form = { name: "", gender: "", accent: "", language: "", description: "" };
  return (
    <Modal
      open
      onClose={close}
      title={`Labels of ${voice.name}`}
      description="What users see in the studio and the public API. Leave a field empty to keep the engine's own."
      closeOnBackdrop={!isDirty}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {TEXT_FIELDS.map(({ key, label, max }) => (
          <FormRow key={key} id={`${id}-${key}`} label={label} error={errors[key]?.message}>
            <input
              {...described(`${id}-${key}`, errors[key]?.message)}
              className={inputClass}
              maxLength={max}
              placeholder={voice.original[key]}
              {...register(key)}
            />
          </FormRow>
        ))}
        <FormRow id={`${id}-gender`} label="Gender" error={errors.gender?.message}>
          <select
            {...described(`${id}-gender`, errors.gender?.message)}
            className={inputClass}
            {...register("gender")}
          >
            <option value="">Engine's own ({voice.original.gender})</option>
            <option value="female">Female</option>
            <option value="male">Male</option>
            <option value="neutral">Neutral</option>
          </select>
        </FormRow>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button
            variant="ghost"
            onClick={() => reset(clear, { keepDefaultValues: true })}
            disabled={save.isPending}
          >
            Use the engine's labels
          </Button>
          <ModalActions label="Save labels" onCancel={close} busy={save.isPending} />
        </div>
      </form>
    </Modal>
  );
}
