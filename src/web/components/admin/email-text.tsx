// An e-mail address that a narrow column may break before the @ and after each dot, the places
// a reader expects, rather than anywhere.
import { Fragment } from "react";

export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/u);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
