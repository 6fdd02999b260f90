// The contact form (docs/product.md, "Support"). The page is rendered by the server, so a visitor
// may type before the script has run: the fields have no default values for react-hook-form to
// write over them when it takes them up, and Send waits for the script.
import { useEffect, useId, useState } from "react";
import type { ContactFormInput } from "../../../domain/contact.ts";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPICS,
  type ContactTopic,
} from "../../../domain/contact-fields.ts";
import { contactText } from "../../components/contact-texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow, InputRow } from "../../components/ui/form-row.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useSendContact } from "./api.ts";

export const topicKeys = {
  general: "topicGeneral",
  technical: "topicTechnical",
  billing: "topicBilling",
  ideas: "topicIdeas",
} as const satisfies Record<ContactTopic, string>;

export const CONTACT_FORM_ID = "contact-form";

// The form's schema (and zod with it) loads when the form is first checked, not with the page.
const loadSchema = () => import("../../../domain/contact.ts").then((m) => m.contactFormSchema);

/** `topic`: the topic a card above picked, put into the form. */
export function ContactForm({ topic }: { topic: ContactTopic | null }) {
  const t = useTexts(contactText);
  const id = useId();
  const send = useSendContact();
  const form = useZodForm(loadSchema, {} as Partial<ContactFormInput>);
  const { register, setValue, handleSubmit, reset, getFieldState, formState } = form;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (topic) setValue("topic", topic);
  }, [topic, setValue]);

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, { onError: (e) => toastError(e, messageText("contactSendFailed")) }),
  );
  const error = (name: keyof ContactFormInput) => getFieldState(name, formState).error?.message;

  return (
    <section
      id={CONTACT_FORM_ID}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {send.isSuccess ? t("formSentTitle") : t("formTitle")}
      </h2>
      {send.isSuccess ? (
        <div className="mt-3 space-y-4">
          <p role="status">{messageText("contactSent")}</p>
          <Button
            variant="secondary"
            onClick={() => {
              reset({ message: "" });
              send.reset();
            }}
          >
            {t("formSendAnother")}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputRow
              form={form}
              name="name"
              id={`${id}-name`}
              label={t("formName")}
              autoComplete="name"
            />
            <InputRow
              form={form}
              name="email"
              id={`${id}-email`}
              type="email"
              label={t("formEmail")}
              hint={t("formEmailHint")}
              autoComplete="email"
            />
          </div>
          <FormRow id={`${id}-topic`} label={t("formTopic")} error={error("topic")}>
            <select
              {...described(`${id}-topic`, error("topic"))}
              className={inputClass}
              {...register("topic")}
            >
              {CONTACT_TOPICS.map((name) => (
                <option key={name} value={name}>
                  {t(topicKeys[name])}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow id={`${id}-message`} label={t("formMessage")} error={error("message")}>
            <textarea
              {...described(`${id}-message`, error("message"))}
              dir="auto"
              className={`${inputClass} min-h-36`}
              maxLength={CONTACT_MESSAGE_MAX}
              {...register("message")}
            />
          </FormRow>
          <Button type="submit" busy={send.isPending || !ready}>
            {t("formSend")}
          </Button>
        </form>
      )}
    </section>
  );
}
