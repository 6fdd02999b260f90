// Placeholder until its issue lands; the page that shows it is already wired.
export function PlansTab() {
  return <p className="text-slate-600 dark:text-slate-400">Pricing Plans</p>;
}
