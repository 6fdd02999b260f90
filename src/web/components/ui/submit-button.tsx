import type { ComponentProps } from "react";
import { Button } from "./button.tsx";

/** A form's submit button, off and spinning while the form's request runs. */
export function SubmitButton({
  busy,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean }) {
  return <Button type="submit" busy={busy} {...props} />;
}
