// The gradients the plan form offers. Written out in full on purpose: Tailwind generates only
// class names it finds in the web sources, so a gradient typed freely would render as the plain
// fallback colour. These cover the seed plans (src/domain/plans.ts) and a few more.
const GRADIENTS: Record<string, string> = {
  "from-blue-500 to-cyan-500": "Blue to cyan (default)",
  "from-green-500 to-emerald-500": "Green to emerald",
  "from-blue-500 to-purple-500": "Blue to purple",
  "from-purple-500 to-pink-500": "Purple to pink",
  "from-yellow-500 to-orange-500": "Yellow to orange",
  "from-gray-500 to-slate-500": "Grey to slate",
  "from-red-500 to-rose-500": "Red to rose",
  "from-indigo-500 to-sky-500": "Indigo to sky",
  "from-teal-500 to-lime-500": "Teal to lime",
};

export const GRADIENT_PRESETS: readonly { value: string; label: string }[] = Object.entries(
  GRADIENTS,
).map(([value, label]) => ({ value, label }));
