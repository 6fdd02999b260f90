// One generation from the button to the toast: preconditions, the loading toast replaced by the
// outcome (same toast id), and the request aborted if the studio is left mid-way (the server
// then stops the speech: before any audio it gives the generation back; after the first audio it
// counts, and the history keeps what was spoken). Where the browser can, the audio plays
// while the rest is spoken (live-audio.ts); the panel then holds that source to the end.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { VoiceSettings } from "../../../domain/voices.ts";
import { toast } from "../../components/toaster.tsx";
import { ApiRequestError, errorText } from "../../lib/api.ts";
import { type Me, meKey } from "../../lib/me.ts";
import { messageText } from "../../lib/message-text.ts";
import {
  applyAnswer,
  type GenerateInput,
  type GenerateResult,
  type Generation,
  useGenerate,
  type Voice,
} from "./api.ts";
import { deviceInfo } from "./device.ts";
import { canPlayLive, createLiveAudio, type LiveAudio } from "./live-audio.ts";
import { blockerMessage, firstBlocker } from "./preconditions.ts";
import { settingsFor } from "./speed-control.tsx";
import { streamGeneration } from "./stream.ts";

export interface GenerationInput {
  voice: Voice | null;
  text: string;
  settings: VoiceSettings;
  online: boolean;
  profile: Me["profile"];
  /** The pronunciation dictionaries to speak with; all of the user's when left out. */
  dictionaryIds?: string[] | undefined;
}

/** The message for a failed request: the server's (the catalogue's texts), else the catalogue's fallback. */
export function generationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return messageText("speechFailed");
  if (error.status === 0 || error.status < 500 || error.code.startsWith("SPEECH"))
    return errorText(error);
  return messageText("speechFailed");
}

/** The audio of the generation under way (or just made), played from what has arrived. */
export interface LiveGeneration {
  key: number;
  src: string;
  voiceName: string;
  /** Set once the audio is whole and stored. */
  generation: Generation | null;
}

export function useGeneration(onDone: (generation: Generation) => void) {
  const qc = useQueryClient();
  const generate = useGenerate();
  const [status, setStatus] = useState("");
  const [live, setLive] = useState<LiveGeneration | null>(null);
  const [streaming, setStreaming] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const source = useRef<LiveAudio | null>(null);
  const count = useRef(0);
  useEffect(
    () => () => {
      pending.current?.abort();
      source.current?.release();
    },
    [],
  );

  const speakLive = async (
    { signal, ...body }: GenerateInput & { signal: AbortSignal },
    voiceName: string,
  ): Promise<GenerateResult> => {
    source.current?.release();
    const audio = createLiveAudio();
    source.current = audio;
    const shown = { key: ++count.current, src: audio.src, voiceName };
    setLive({ ...shown, generation: null });
    setStreaming(true);
    try {
      const result = await streamGeneration({ ...body, format: "mp3" }, signal, audio.append);
      audio.end();
      applyAnswer(qc, result);
      return result;
    } catch (error) {
      setLive(null);
      audio.release();
      source.current = null;
      throw error;
    } finally {
      setStreaming(false);
    }
  };

  const run = async ({
    voice,
    text,
    settings,
    online,
    profile,
    dictionaryIds,
  }: GenerationInput) => {
    if (pending.current) return;
    const draft = { voiceId: voice?.id ?? null, text, online, profile };
    let blocker = firstBlocker(draft);
    // The profile on screen may be stale (an admin reactivated or upgraded it): ask again first.
    if (blocker === "account" || blocker === "quota") {
      await qc.refetchQueries({ queryKey: meKey });
      const fresh = qc.getQueryData<Me | null>(meKey)?.profile ?? profile;
      blocker = firstBlocker({ ...draft, profile: fresh });
    }
    if (blocker || !voice) {
      const message = blockerMessage[blocker ?? "input"];
      toast.error(message);
      setStatus(message);
      return;
    }

    const controller = new AbortController();
    pending.current = controller;
    const id = toast.loading(messageText("generationGenerating"));
    setStatus(messageText("generationGenerating"));
    try {
      const input = {
        voiceId: voice.id,
        text,
        ...settingsFor(voice, settings),
        ...(dictionaryIds ? { dictionaryIds } : {}),
        device: deviceInfo(),
        signal: controller.signal,
      };
      const result = canPlayLive()
        ? await speakLive(input, voice.name)
        : await generate.mutateAsync(input);
      toast.success(messageText("generationSuccess"), { id });
      setStatus(messageText("generationSuccess"));
      // The live panel learns its generation in the same render as the studio (onDone): it stays
      // on screen only while it is the current generation, and a render between the two would
      // take it down and let go of the audio that is playing.
      setLive((shown) => shown && { ...shown, generation: result.generation });
      onDone(result.generation);
    } catch (error) {
      if (controller.signal.aborted) {
        toast.dismiss(id);
        return;
      }
      const message = generationErrorMessage(error);
      toast.error(message, { id });
      setStatus(message);
      // The server knows better than the screen: show its quota and account state.
      if (error instanceof ApiRequestError && (error.status === 402 || error.status === 403))
        void qc.invalidateQueries({ queryKey: meKey });
    } finally {
      pending.current = null;
    }
  };

  return { run, busy: generate.isPending || streaming, status, live };
}
