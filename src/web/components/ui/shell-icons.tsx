// The few icons of the app's shell (header, spinner, fallback toasts) and of the landing page's
// samples, drawn without lucide-react:
// on every page's first download, lucide's runtime would cost about 2 kB gzip for five icons, and
// the landing page's JavaScript has a budget (scripts/audit-web.ts). The path data is lucide's
// (ISC licence), so these look exactly like the lucide icons used everywhere else.
import type { ReactNode, SVGProps } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function icon(children: ReactNode) {
  return function ShellIcon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        // Always beside a text or a label: decorative.
        aria-hidden="true"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);

export const MoonIcon = icon(
  <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />,
);

export const MenuIcon = icon(<path d="M4 5h16M4 12h16M4 19h16" />);

export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);

export const LoaderIcon = icon(<path d="M21 12a9 9 0 1 1-6.219-8.56" />);

export const PlayIcon = icon(
  <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />,
);

export const PauseIcon = icon(
  <>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </>,
);
