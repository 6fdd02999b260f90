/** The same server with another database name (the template, or a test file's own copy). */
export function adminDatabaseUrl(url: string, database = "postgres"): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const templateName = (pid: number) => `awaaz_template_${pid}`;
