// A catalogue namespace is a flat object of ICU MessageFormat texts, English in en/<name>.ts and
// the same keys in ur/<name>.ts (docs/i18n.md). The files hold data only (no imports but types),
// so the web build compiles them ahead (scripts/vite-catalogs.ts) and the server at start.
export type Catalog = Readonly<Record<string, string>>;

/** Another language's texts for an English namespace: every key, none extra (the type checks it). */
export type Translation<C extends Catalog> = { readonly [K in keyof C]: string };

/** Values an ICU text interpolates: `{name}`, `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number | Date>;

/** One flat map of every namespace's texts, keyed "namespace.key" as the lookups ask for them. */
export function namespaced<T>(namespaces: Record<string, Readonly<Record<string, T>>>) {
  const flat: Record<string, T> = {};
  for (const [namespace, texts] of Object.entries(namespaces)) {
    for (const [key, text] of Object.entries(texts)) flat[`${namespace}.${key}`] = text;
  }
  return flat;
}
