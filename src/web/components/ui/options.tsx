/** A select's options, from a list of values and their labels. */
export function Options<V extends string>({ of }: { of: readonly { value: V; label: string }[] }) {
  return of.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
