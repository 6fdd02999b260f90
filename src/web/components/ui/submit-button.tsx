import type { ComponentProps } from "react";
import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

/** A form's submit button, off and spinning while the form's request runs. */
export function SubmitButton({
  busy,
  children,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
