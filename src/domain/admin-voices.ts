// The admin Voices tab's shapes: a voice's on/off and labels, and an install request, checked once
// here by the server's validator and the tab's form.
import { z } from "zod";
import { messageError } from "./messages.ts";

// A label set to null (or left empty in the form) goes back to the engine's own.
const label = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageError("formTooLong", { max }))
    .nullable()
    .transform((v) => (v === "" ? null : v));

export const voicePatchSchema = z
  .object({
    enabled: z.boolean(),
    name: label(60),
    gender: z
      .enum(["male", "female", "neutral", ""])
      .nullable()
      .transform((v) => (v === "" ? null : v)),
    accent: label(60),
    language: z
      .string()
      .trim()
      .regex(/^([a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*)?$/, "A language code such as en, ur or hi-IN")
      .nullable()
      .transform((v) => (v === "" ? null : v)),
    description: label(200),
  })
  .partial();

export type VoicePatchInput = z.input<typeof voicePatchSchema>;
export type VoicePatch = z.output<typeof voicePatchSchema>;

export const voiceInstallSchema = z.object({ source: z.string().trim().min(1).max(200) });

export const INSTALL_STATUSES = ["running", "done", "failed"] as const;
export type InstallStatus = (typeof INSTALL_STATUSES)[number];

/**
 * A default neural voice's progress: installed; waiting (its turn, or another instance is
 * installing it); installing; failed (retried later); refused (its data is non-commercial).
 */
export type DefaultVoiceState = "installed" | "waiting" | "installing" | "failed" | "refused";

export interface DefaultVoicesStatus {
  voices: {
    key: string;
    state: DefaultVoiceState;
    error: string | null;
    receivedBytes: number;
    totalBytes: number | null;
  }[];
  /** Natural voices are on their way: the studio says so. */
  coming: boolean;
  /** Of the voices wanted, how much is installed (0-100). */
  percent: number;
  /** Failed rounds in a row; the next one starts at nextTryAt. */
  attempt: number;
  nextTryAt: string | null;
}
