/* The few calls the embedded speech engine makes into eSpeak NG (espeak.ts), built into
 * espeak.wasm by build-espeak.sh. Settings and flags are the ones the engine used before with
 * the Emscripten build (docs/decisions/012-espeak-wasm.md), so the speech is the same. */
#include <espeak-ng/speak_lib.h>

/* Each chunk of 16-bit samples goes straight to JavaScript, which reads it out of memory before
 * eSpeak writes the next one. A non-zero answer stops the synthesis. */
__attribute__((import_module("env"), import_name("on_samples"))) extern int
on_samples(const short *samples, int count);

/* Each word eSpeak starts and each sentence it ends, as it speaks: the event's type, where it is in
 * the input (1-based characters), its length there, and where in the audio (samples from the
 * start of this synthesis). The engine times the words the user sees with them. */
__attribute__((import_module("env"), import_name("on_event"))) extern void
on_event(int type, int text_position, int length, int sample);

static int on_synth(short *wav, int count, espeak_EVENT *events) {
  for (espeak_EVENT *e = events; e != NULL && e->type != espeakEVENT_LIST_TERMINATED; e++) {
    if (e->type == espeakEVENT_WORD || e->type == espeakEVENT_END)
      on_event(e->type, e->text_position, e->length, e->sample);
  }
  if (wav == NULL || count <= 0) return 0;
  return on_samples(wav, count);
}

/* Returns the sample rate, or a negative eSpeak status. data_dir holds phontab, the
 * dictionaries, lang/ and voices/. 100 ms buffers: what the Emscripten build used. */
int es_init(const char *data_dir) {
  int rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 100, data_dir, espeakINITIALIZE_DONT_EXIT);
  if (rate > 0) espeak_SetSynthCallback(on_synth);
  return rate;
}

/* "en-us+m3": a language or voice name, a variant after the plus. 0 on success. */
int es_set_voice(const char *name) { return espeak_SetVoiceByName(name); }

/* Speaks UTF-8 SSML; [[...]] is read as eSpeak phonemes, as before. 0 on success. */
int es_synth(const char *text, int rate, int pitch, int range) {
  espeak_SetParameter(espeakRATE, rate, 0);
  espeak_SetParameter(espeakVOLUME, 100, 0);
  espeak_SetParameter(espeakPITCH, pitch, 0);
  espeak_SetParameter(espeakRANGE, range, 0);
  return espeak_Synth(text, 0, 0, POS_CHARACTER, 0,
                      espeakCHARS_UTF8 | espeakSSML | espeakPHONEMES, NULL, NULL);
}

/* The phonemes of a text in the current voice, separated by spaces (eSpeak's mnemonics): the
 * neural engine spreads a clause's time over its words by how many each has. The answer lives
 * in eSpeak's own buffer until the next call. */
const char *es_phonemes(const char *text) {
  static char out[4096];
  const void *at = text;
  int used = 0;
  out[0] = 0;
  while (at != NULL && used < (int)sizeof(out) - 2) {
    const char *clause = espeak_TextToPhonemes(&at, espeakCHARS_UTF8, ' ' << 8);
    if (clause == NULL) break;
    int n = 0;
    while (clause[n] != 0 && used + n < (int)sizeof(out) - 2) n++;
    for (int i = 0; i < n; i++) out[used + i] = clause[i];
    used += n;
    out[used++] = ' ';
    out[used] = 0;
  }
  return out;
}

/* wasi-libc has no temporary files. eSpeak asks for one only to convert a sound file named by
 * an SSML <audio> tag, which the engine never sends (user text is escaped): fail that one. */
int mkstemp(char *name) {
  (void)name;
  return -1;
}
