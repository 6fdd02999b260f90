import { type ComponentProps, type ComponentType, type ReactNode, useId } from "react";

interface Props extends Omit<ComponentProps<"section">, "id" | "title"> {
  /** The heading's id, which names the section (aria-labelledby); one is made when omitted. */
  id?: string;
  title: ReactNode;
  /** Drawn in indigo before the title, inside the heading. */
  icon?: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  heading?: "h2" | "h3";
  titleClassName?: string;
}

/** A part of a page named by its heading, so a screen reader lists the region by that name. */
export function Section({
  id,
  title,
  icon: Icon,
  heading: Heading = "h2",
  titleClassName,
  children,
  ...props
}: Props) {
  const madeId = useId();
  const headingId = id ?? madeId;
  return (
    <section aria-labelledby={headingId} {...props}>
      <Heading id={headingId} className={titleClassName}>
        {Icon && (
          <Icon className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        )}
        {title}
      </Heading>
      {children}
    </section>
  );
}

const card =
  "rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900";

/** A titled white card of the signed-in pages, its icon beside the title. */
export function Card({ className = "", ...props }: Omit<Props, "titleClassName">) {
  return (
    <Section
      className={`${card} ${className}`.trim()}
      titleClassName="flex items-center gap-2 text-lg font-semibold"
      {...props}
    />
  );
}
