import { type ReactNode, useId } from "react";

/** A region named by its heading, so a screen reader lists it among the page's landmarks. */
export function TitledSection({
  title,
  level: Heading = "h2",
  className,
  titleClass,
  children,
}: {
  title: string;
  level?: "h2" | "h3";
  className: string;
  titleClass: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClass}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
