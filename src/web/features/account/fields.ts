// What the account's forms share: the new-password input of the change-password form and of the
// reset page (its id is each form's), and the address rule with its message in the reader's
// language (read when the form is checked, not when this module loads).
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../domain/password.ts";
import { accountText } from "./texts.ts";

/** Called while rendering, so the label and hint are in the active language. */
export function newPasswordField() {
  return {
    name: "newPassword",
    label: accountText("passwordNew"),
    hint: accountText("passwordNewHint", { min: PASSWORD_MIN, max: PASSWORD_MAX }),
    type: "password",
    autoComplete: "new-password",
  } as const;
}

export const emailRule = z.email({ error: () => accountText("emailInvalid") });
