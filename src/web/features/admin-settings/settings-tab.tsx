// Placeholder until its issue lands; the page that shows it is already wired.
export function SettingsTab() {
  return <p className="text-slate-600 dark:text-slate-400">Settings</p>;
}
