// CSV for spreadsheets (RFC 4180 quoting), safe to open in Excel or Sheets: a cell that starts
// like a formula is prefixed with ' so it is shown, not run (OWASP "CSV injection").
import type { AdminUserRow } from "../../../domain/admin.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export const USERS_CSV_HEADER = csvLine([
  "Email",
  "Display name",
  "Plan",
  "Account status",
  "Generations used",
  "Status",
  "Joined",
]);

export function userCsvLine(u: AdminUserRow): string {
  return csvLine([
    u.email,
    u.displayName,
    u.plan,
    u.accountStatus,
    u.voicesGenerated,
    u.status,
    u.createdAt,
  ]);
}
