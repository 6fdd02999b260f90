// The audit log's detail as an admin reads it (docs/product.md, "Audit"): one line a field, a
// change written "field: old -> new", instead of the stored JSON.

/** A value as one short text: lists joined, nothing as a dash, a record as its fields. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.map(auditValue).join(", ") : "—";
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([k, v]) => `${k} ${auditValue(v)}`)
      .join(", ");
  }
  return String(value);
}

const isChange = (v: unknown): v is { before: unknown; after: unknown } =>
  typeof v === "object" && v !== null && "before" in v && "after" in v;

/** The detail's lines: "plan: Basic -> Pro" for a change, "reason: duplicate" for a fact. */
export function auditLines(detail: Record<string, unknown> | null): string[] {
  if (!detail) return [];
  return Object.entries(detail).map(([key, value]) =>
    isChange(value)
      ? `${key}: ${auditValue(value.before)} -> ${auditValue(value.after)}`
      : `${key}: ${auditValue(value)}`,
  );
}

/** The fields (of `keys`) whose values differ between two records, as changes {before, after}. */
export function auditChanges(
  before: object,
  after: object,
  keys: string[],
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    const was: unknown = Reflect.get(before, key);
    const now: unknown = Reflect.get(after, key);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}
