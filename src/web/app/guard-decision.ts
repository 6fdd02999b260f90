// The route guard's decisions, pure so they can be tested without a browser (docs/product.md section 2).
export type GuardKind = "user" | "guest" | "admin";

export interface GuardState {
  loading: boolean;
  signedIn: boolean;
  admin: boolean;
}

export type GuardDecision =
  | { type: "loading" }
  | { type: "render" }
  | { type: "redirect"; to: string };

export function guardDecision(kind: GuardKind, state: GuardState): GuardDecision {
  if (state.loading) return { type: "loading" };
  if (kind === "user" && !state.signedIn) return { type: "redirect", to: "/login" };
  if (kind === "guest" && state.signedIn) return { type: "redirect", to: "/dashboard" };
  if (kind === "admin" && !state.admin) return { type: "redirect", to: "/admin-access" };
  return { type: "render" };
}
