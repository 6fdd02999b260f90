/*
 * The few LAME calls Awaaz needs, exported from lame.wasm (built by build-lame.sh).
 * Mono in, constant-bitrate MPEG layer III out, no Xing/Info frame and no ID3 tag: the frames
 * of consecutive pieces join by concatenation (docs/decisions/010-lame-wasm.md).
 */
#include <lame.h>

/* A new encoder, or 0 when LAME refuses the settings. quality: LAME's -q, 0 (best) to 9. */
lame_t enc_open(int sample_rate, int kbps, int quality) {
  lame_t g = lame_init();
  if (!g) return 0;
  lame_set_num_channels(g, 1);
  lame_set_mode(g, MONO);
  lame_set_in_samplerate(g, sample_rate);
  lame_set_VBR(g, vbr_off);
  lame_set_brate(g, kbps);
  lame_set_quality(g, quality);
  lame_set_bWriteVbrTag(g, 0);
  lame_set_write_id3tag_automatic(g, 0);
  if (lame_init_params(g) < 0) {
    lame_close(g);
    return 0;
  }
  return g;
}

int enc_out_sample_rate(lame_t g) { return lame_get_out_samplerate(g); }

int enc_pcm16(lame_t g, const short *pcm, int n, unsigned char *out, int size) {
  return lame_encode_buffer(g, pcm, pcm, n, out, size);
}

int enc_float(lame_t g, const float *pcm, int n, unsigned char *out, int size) {
  return lame_encode_buffer_ieee_float(g, pcm, pcm, n, out, size);
}

int enc_flush(lame_t g, unsigned char *out, int size) { return lame_encode_flush(g, out, size); }

void enc_close(lame_t g) { lame_close(g); }
