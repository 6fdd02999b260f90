// The new-password input of the change-password form and of the reset page (its id is each form's).
export const newPasswordField = {
  name: "newPassword",
  label: "New password",
  hint: "8 to 128 characters.",
  type: "password",
  autoComplete: "new-password",
} as const;
