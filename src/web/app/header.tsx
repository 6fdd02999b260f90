import { Suspense, useEffect, useRef, useState } from "react";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { toast } from "../components/toaster.tsx";
import { BareButton } from "../components/ui/button.tsx";
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from "../components/ui/shell-icons.tsx";
import { useSignOut } from "../features/auth/api.ts";
import { toastError } from "../lib/api.ts";
import { lazyWhenOnline } from "../lib/chunks.ts";
import { useTexts } from "../lib/i18n.ts";
import { useMe } from "../lib/me.ts";
import { Link, NavLink, useLocation } from "../lib/navigation.tsx";
import { shellText } from "../lib/shell-text.ts";
import { useSite } from "../lib/site.ts";
import type { Theme } from "./theme.ts";

// Only a signed-in user has notifications: a visitor's first page never downloads the bell.
const NotificationBell = lazyWhenOnline(() =>
  import("../features/payments/notification-bell.tsx").then((m) => m.NotificationBell),
);

// Every link and button of the header is at least 44 x 44 px: a thumb's tap target on a phone.
const linkClass = (isActive: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? "text-indigo-700 dark:text-indigo-300"
      : "text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"
  }`;

const Nav = (props: { to: string; children: string }) => (
  <NavLink className={linkClass} {...props} />
);

const iconButtonClass =
  "inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

export function Header({ theme, onToggleTheme }: { theme: Theme; onToggleTheme: () => void }) {
  const t = useTexts(shellText);
  const site = useSite();
  const me = useMe();
  const [path, navigate] = useLocation();
  // Pages change in a deferred render, so navigate() returns before the landing page shows:
  // sign-out waits until it does, or the signed-in page's guard would see the session go and send
  // the user to /login instead.
  const arrived = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (path !== "/") return;
    arrived.current?.();
    arrived.current = null;
  }, [path]);
  const signOut = useSignOut(() =>
    path === "/"
      ? undefined
      : new Promise<void>((resolve) => {
          arrived.current = resolve;
          navigate("/");
        }),
  );
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(me.data);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setOpen(false), [path]);

  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(t("signedOut")),
      onError: (error) => toastError(error, t("signOutFailed")),
    });

  const links = (
    <>
      <Nav to="/help">{t("navHelp")}</Nav>
      <Nav to="/contact">{t("navContact")}</Nav>
      {signedIn ? (
        <>
          <Nav to="/dashboard">{t("navDashboard")}</Nav>
          <Nav to="/projects">{t("navProjects")}</Nav>
          <Nav to="/pronunciation">{t("navPronunciation")}</Nav>
          <Nav to="/account">{t("navAccount")}</Nav>
          <BareButton
            type="button"
            onClick={logout}
            className={linkClass(false)}
            disabled={signOut.isPending}
          >
            {t("navLogout")}
          </BareButton>
        </>
      ) : (
        <>
          {/* The admin area has its own session, not a user's: there "Login" would be wrong. */}
          {path.startsWith("/admin-dashboard") ? (
            <Nav to="/admin-dashboard">{t("navAdmin")}</Nav>
          ) : (
            <Nav to="/login">{t("navLogin")}</Nav>
          )}
          <Nav to="/pricing">{t("navPricing")}</Nav>
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
    <BareButton
      type="button"
      onClick={onToggleTheme}
      aria-label={theme === "dark" ? t("themeToLight") : t("themeToDark")}
      className={iconButtonClass}
    >
      <ThemeIcon className="size-5" />
    </BareButton>
  );

  const language = <LanguageSwitch className={linkClass(false)} />;
  // A signed-in reader's links (six, a button and the bell) need about 850 px in a row: below
  // 1024 px they stay in the menu, where at 768-843 px they pushed the page sideways.
  const wide = signedIn
    ? { flex: "lg:flex", hidden: "lg:hidden" }
    : { flex: "md:flex", hidden: "md:hidden" };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center text-xl font-bold tracking-tight text-indigo-700 dark:text-indigo-300"
        >
          {site.siteName}
        </Link>
        <nav aria-label={t("navMain")} className={`hidden items-center gap-1 ${wide.flex}`}>
          {links}
          {bell}
          {language}
          {themeButton}
        </nav>
        <div className={`flex items-center gap-1 ${wide.hidden}`}>
          {bell}
          {language}
          {themeButton}
          <BareButton
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t("menuClose") : t("menuOpen")}
            className={iconButtonClass}
          >
            <MenuToggleIcon className="size-6" />
          </BareButton>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t("navMobile")}
          className={`flex flex-col gap-1 border-t border-slate-200 px-4 py-3 dark:border-slate-800 ${wide.hidden}`}
        >
          {links}
        </nav>
      )}
    </header>
  );
}
