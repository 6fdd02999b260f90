import { usePageMeta } from "../../lib/page-meta.ts";
import { useMe } from "../auth/api.ts";

export function DashboardPage() {
  usePageMeta("Dashboard", "Your voice studio.");
  const me = useMe();
  const profile = me.data?.profile;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Welcome, {profile?.displayName ?? "there"}!</h1>
    </div>
  );
}
