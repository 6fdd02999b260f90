// The speech engines' status for the settings tab: which are configured and answering, and the
// ElevenLabs subscription when that engine is on.
import {
  DEFAULT_SUBSCRIPTION,
  type ElevenLabsSubscription,
  type EnginesStatus,
} from "../../../domain/admin.ts";
import type { Logger } from "../../logger.ts";

/** The part of the speech module this reads (src/server/speech `Speech` satisfies it). */
export interface SpeechStatusSource {
  status(): Promise<Partial<Record<string, { ok: boolean; detail?: string }>>>;
  elevenlabsSubscription?: () => Promise<ElevenLabsSubscription>;
}

export async function enginesStatus(
  speech: SpeechStatusSource,
  logger: Logger,
): Promise<EnginesStatus> {
  let subscriptionIsDefault = false;
  const [status, subscription] = await Promise.all([
    speech.status().catch((err: unknown) => {
      logger.warn({ err }, "speech status failed");
      return {};
    }),
    // docs/product.md section 7: the subscription falls back to its defaults when the call fails.
    speech.elevenlabsSubscription
      ? speech.elevenlabsSubscription().catch((err: unknown) => {
          logger.warn({ err }, "ElevenLabs subscription failed");
          subscriptionIsDefault = true;
          return DEFAULT_SUBSCRIPTION;
        })
      : Promise.resolve(null),
  ]);
  const engines = Object.entries(status).flatMap(([id, s]) =>
    s ? [{ id, ok: s.ok, detail: s.detail ?? null }] : [],
  );
  return { engines, subscription, subscriptionIsDefault };
}
