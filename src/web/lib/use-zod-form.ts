import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import type { z } from "zod";
import { readSchemaMessagesWith } from "../../domain/messages.ts";
import { messageText } from "./message-text.ts";

// A schema's refusal (Required, At least 8 characters) in the reader's language, not the server's
// English: the domain reads it when the check fails.
readSchemaMessagesWith(messageText);

/** A form checked by a schema of src/domain, the one the server checks the same input with. */
export function useZodForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
  options?: Omit<UseFormProps<I, unknown, O>, "resolver" | "defaultValues">,
) {
  return useForm<I, unknown, O>({ ...options, resolver: zodResolver(schema), defaultValues });
}
