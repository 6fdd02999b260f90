// The contact form's one call.
import { useMutation } from "@tanstack/react-query";
import type { ContactForm } from "../../../domain/contact.ts";
import { call, client } from "../../lib/client.ts";

export function useSendContact() {
  return useMutation({
    mutationFn: (form: ContactForm) => call(client.api.contact.$post({ json: form })),
  });
}
