// The gradients the plan form offers. Written out in full on purpose: Tailwind generates only
// class names it finds in the web sources, so a gradient typed freely would render as the plain
// fallback colour. These cover the seed plans (src/domain/plans.ts) and a few more.
export const GRADIENT_PRESETS: readonly { value: string; label: string }[] = [
  { value: "from-blue-500 to-cyan-500", label: "Blue to cyan (default)" },
  { value: "from-green-500 to-emerald-500", label: "Green to emerald" },
  { value: "from-blue-500 to-purple-500", label: "Blue to purple" },
  { value: "from-purple-500 to-pink-500", label: "Purple to pink" },
  { value: "from-yellow-500 to-orange-500", label: "Yellow to orange" },
  { value: "from-gray-500 to-slate-500", label: "Grey to slate" },
  { value: "from-red-500 to-rose-500", label: "Red to rose" },
  { value: "from-indigo-500 to-sky-500", label: "Indigo to sky" },
  { value: "from-teal-500 to-lime-500", label: "Teal to lime" },
];
