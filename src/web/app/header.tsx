import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { authMessages } from "../../domain/messages-shell.ts";
import { toast } from "../components/toaster.tsx";
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from "../components/ui/shell-icons.tsx";
import { useSignOut } from "../features/auth/api.ts";
import { toastError } from "../lib/api.ts";
import { useMe } from "../lib/me.ts";
import { useSite } from "../lib/site.ts";
import type { Theme } from "./theme.ts";

// Only a signed-in user has notifications: a visitor's first page never downloads the bell.
const NotificationBell = lazy(() =>
  import("../features/payments/notification-bell.tsx").then((m) => ({
    default: m.NotificationBell,
  })),
);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? "text-indigo-700 dark:text-indigo-300"
      : "text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"
  }`;

const Nav = (props: { to: string; children: string }) => (
  <NavLink className={linkClass} {...props} />
);

export function Header({ theme, onToggleTheme }: { theme: Theme; onToggleTheme: () => void }) {
  const site = useSite();
  const me = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate("/"));
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(me.data);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setOpen(false), [location.pathname]);

  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(authMessages.signedOut),
      onError: (error) => toastError(error, "Could not sign out. Please try again."),
    });

  const links = (
    <>
      <Nav to="/help">Help</Nav>
      <Nav to="/contact">Contact</Nav>
      {signedIn ? (
        <>
          <Nav to="/dashboard">Dashboard</Nav>
          <Nav to="/account">Account</Nav>
          <button
            type="button"
            onClick={logout}
            className={linkClass({ isActive: false })}
            disabled={signOut.isPending}
          >
            Logout
          </button>
        </>
      ) : (
        <>
          <Nav to="/login">Login</Nav>
          <Nav to="/pricing">View Pricing</Nav>
        </>
      )}
    </>
  );

  const bell = signedIn && (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );

  const ThemeIcon = theme === "dark" ? SunIcon : MoonIcon;
  const MenuToggleIcon = open ? CloseIcon : MenuIcon;
  const themeButton = (
    <button
      type="button"
      onClick={onToggleTheme}
      aria-label={theme === "dark" ? "Switch to light theme" : "Switch to dark theme"}
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <ThemeIcon className="size-5" />
    </button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          to="/"
          className="text-xl font-bold tracking-tight text-indigo-700 dark:text-indigo-300"
        >
          {site.siteName}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links}
          {bell}
          {themeButton}
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          {bell}
          {themeButton}
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <MenuToggleIcon className="size-6" />
          </button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="flex flex-col gap-1 border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
        >
          {links}
        </nav>
      )}
    </header>
  );
}
