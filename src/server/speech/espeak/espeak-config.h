/* What autotools' configure would write for eSpeak NG 1.52.0 built as build-espeak.sh builds it:
 * one thread, synchronous output to a callback, no sound card, no MBROLA voices, no sonic
 * speed-up (used only above 450 words a minute), no speechPlayer (Debian leaves it out too). */
#define HAVE_MKSTEMP 1
#define USE_ASYNC 0
#define USE_KLATT 1
#define USE_LIBPCAUDIO 0
#define USE_LIBSONIC 0
#define USE_MBROLA 0
#define USE_SPEECHPLAYER 0
#define PACKAGE_VERSION "1.52.0"
