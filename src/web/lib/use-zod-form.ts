import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { readSchemaMessagesWith } from "../../domain/messages.ts";
import { toast } from "../components/toaster.tsx";
import { messageText } from "./message-text.ts";

// A schema's refusal (Required, At least 8 characters) in the reader's language, not the server's
// English: the domain reads it when the check fails.
readSchemaMessagesWith(messageText);

type Schema<I extends FieldValues, O extends FieldValues> = z.ZodType<O, I>;

/**
 * A form checked by a schema of src/domain, the one the server checks the same input with. The
 * schema may be a loader (a dynamic import), called when the form is first checked: a page the
 * server renders then shows and hydrates without zod (docs/performance.md, "Web bars").
 */
export function useZodForm<I extends FieldValues, O extends FieldValues>(
  schema: Schema<I, O> | (() => Promise<Schema<I, O>>),
  defaultValues: DefaultValues<I>,
  options?: Omit<UseFormProps<I, unknown, O>, "resolver" | "defaultValues">,
) {
  const resolver: Resolver<I, unknown, O> =
    typeof schema === "function"
      ? async (values, context, resolverOptions) => {
          let loaded: Schema<I, O>;
          try {
            loaded = await schema();
          } catch {
            // Offline, or a build replaced since the page loaded: the form is not sent, and says
            // why rather than doing nothing; the next try asks for it again.
            toast.error(messageText("formCheckFailed"));
            const failed = { root: { type: "load" } } as FieldErrors<I>;
            return { values: {}, errors: failed };
          }
          return zodResolver(loaded)(values, context, resolverOptions);
        }
      : zodResolver(schema);
  return useForm<I, unknown, O>({ ...options, resolver, defaultValues });
}
