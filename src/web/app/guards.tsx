import type { ComponentType, ReactNode } from "react";
import { useAdminSession } from "../features/admin-gate/api.ts";
import { useMe } from "../lib/me.ts";
import { Redirect, useAddress } from "../lib/navigation.tsx";
import { type GuardKind, guardDecision } from "./guard-decision.ts";
import { PageLoading } from "./page-loading.tsx";

function Guard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const me = useMe();
  // Only the admin pages ask: its answer would render the sign-in page a second time for nothing.
  const admin = useAdminSession(kind === "admin");
  const location = useAddress();
  const decision = guardDecision(kind, {
    loading: kind === "admin" ? admin.isPending : me.isPending,
    signedIn: Boolean(me.data),
    admin: admin.data?.admin === true,
  });
  if (decision.type === "loading") return <PageLoading />;
  if (decision.type === "redirect") {
    // Remember where a signed-out user was going, to send them back after signing in.
    const from = kind === "user" ? location.path + location.search : undefined;
    // A guest page (/login) left because the user just signed in goes where they were headed.
    const back = kind === "guest" ? (location.state as { from?: string } | null)?.from : undefined;
    return <Redirect to={back ?? decision.to} replace state={from ? { from } : undefined} />;
  }
  return <>{children}</>;
}

/** `Page` shown only to whom the `kind` guard lets through. */
export function guarded(kind: GuardKind, Page: ComponentType): ComponentType {
  return () => (
    <Guard kind={kind}>
      <Page />
    </Guard>
  );
}
