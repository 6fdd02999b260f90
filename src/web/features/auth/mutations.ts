import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { meKey } from "../../lib/me.ts";

export interface Credentials {
  email: string;
  password: string;
}

export function useSignIn(mode: "signin" | "signup") {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: Credentials) =>
      mode === "signin"
        ? api("/api/auth/sign-in/email", { body: { email, password } })
        : api("/api/auth/sign-up/email", {
            body: { email, password, name: email.split("@")[0] || "User" },
          }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
  });
}
