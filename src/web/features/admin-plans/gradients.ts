// The gradients the plan form offers. Written out in full on purpose: Tailwind generates only
// class names it finds in the web sources, so a gradient typed freely would render as the plain
// fallback colour. These cover the seed plans (src/domain/plans.ts) and a few more.
import type { AdminKey } from "../../components/admin/texts.ts";

const GRADIENTS: Record<string, AdminKey> = {
  "from-blue-500 to-cyan-500": "gradientBlueCyan",
  "from-green-500 to-emerald-500": "gradientGreenEmerald",
  "from-blue-500 to-purple-500": "gradientBluePurple",
  "from-purple-500 to-pink-500": "gradientPurplePink",
  "from-yellow-500 to-orange-500": "gradientYellowOrange",
  "from-gray-500 to-slate-500": "gradientGreySlate",
  "from-red-500 to-rose-500": "gradientRedRose",
  "from-indigo-500 to-sky-500": "gradientIndigoSky",
  "from-teal-500 to-lime-500": "gradientTealLime",
};

/** Each gradient and its name's admin catalogue key. */
export const GRADIENT_PRESETS: readonly { value: string; label: AdminKey }[] = Object.entries(
  GRADIENTS,
).map(([value, label]) => ({ value, label }));
