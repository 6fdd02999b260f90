import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { BareButton } from "./button.tsx";

interface DisclosureProps {
  /** The button's text; also names the panel for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** Controlled when given (with onOpenChange); otherwise the disclosure keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** The heading level the button sits in, so the page outline stays right. */
  headingLevel?: 2 | 3;
  icon?: ReactNode;
  className?: string;
}

// WAI-ARIA disclosure pattern: a real <button> (so Enter and Space toggle it for free) inside a
// heading, with aria-expanded and aria-controls pointing at the panel.
export function Disclosure({
  title,
  children,
  open,
  onOpenChange,
  defaultOpen = false,
  headingLevel = 2,
  icon,
  className = "",
}: DisclosureProps) {
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = open ?? own;
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const toggle = () => {
    if (open === undefined) setOwn(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <div className={`rounded-xl border border-slate-200 dark:border-slate-800 ${className}`}>
      <Heading className="text-base font-semibold">
        <BareButton
          type="button"
          id={`${id}-button`}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={toggle}
          className="flex w-full items-center gap-3 rounded-xl px-5 py-4 text-start hover:bg-slate-50 dark:hover:bg-slate-900"
        >
          {icon}
          <span className="flex-1">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
          />
        </BareButton>
      </Heading>
      <div
        id={`${id}-panel`}
        hidden={!isOpen}
        className="border-t border-slate-200 px-5 py-4 dark:border-slate-800"
      >
        {children}
      </div>
    </div>
  );
}
