#!/bin/sh
# Rebuilds espeak.wasm and espeak-ng-data/: eSpeak NG 1.52.0 (Debian's source package, with
# Debian's patches) for WebAssembly, plus espeak-glue.c, and the part of the same version's data
# that the embedded voices speak with. Needs a Debian machine with network access to its
# mirrors; run as root:
#   sh src/server/speech/espeak/build-espeak.sh
# Why a build of our own: docs/decisions/012-espeak-wasm.md.
set -eu
version=1.52.0+dfsg-5
# What src/server/speech/embedded/voices.ts speaks: languages (their dictionaries and lang/
# files) and voice variants.
dicts="en hi ur"
langs="gmw/en gmw/en-US gmw/en-GB-x-rp inc/hi inc/ur"
variants="m1 m2 m3 m4 m5 m6 m7 f1 f2 f3 f4 f5"
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
apt-get update -qq
apt-get install -y -qq clang-19 lld-19 libclang-rt-19-dev-wasm32 wasi-libc binaryen dpkg-dev >/dev/null
# Debian's lists for these downloads only, without touching the machine's apt sources. 1.52.0
# is trixie's; its data is byte for byte the phoneme data of the Emscripten build used before.
mkdir -p "$work/parts" "$work/lists/partial" "$work/cache/archives/partial"
cat >"$work/parts/debian.sources" <<SRC
Types: deb deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Architectures: amd64
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
apt_src="-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts=$work/parts -o Dir::State::Lists=$work/lists"
apt_src="$apt_src -o Dir::Cache=$work/cache -o Dir::State::status=/dev/null"
apt-get $apt_src update -qq
cd "$work"
apt-get $apt_src source --download-only "espeak-ng=$version" >/dev/null
# The compiled data is architecture-specific only in byte order: amd64's is WebAssembly's.
apt-get $apt_src download "espeak-ng-data=$version" >/dev/null
dpkg-source -x ./espeak-ng_*.dsc src >/dev/null
dpkg-deb -x ./espeak-ng-data_*.deb deb
src="$work/src"
cp "$here/espeak-config.h" "$work/config.h"
mkdir obj
cd obj
# The library as Debian's Makefile.am lists it, with klatt (some variants use it) and without
# what espeak-config.h leaves out. No asserts and no build paths: the same sources give the
# same bytes. clang 19 with SIMD vectorises the wave generator's inner loop (most of eSpeak's
# time): a quarter less time than clang 14, the same samples (docs/decisions/012-espeak-wasm.md).
# WASI's headers do not declare mkstemp(), which soundicon.c calls (espeak-glue.c defines it):
# an error since clang 16, back to a (silenced) warning here.
clang-19 --target=wasm32-wasi --sysroot=/usr -isystem /usr/include/wasm32-wasi -O3 -msimd128 \
  -Wno-error=implicit-function-declaration \
  -DNDEBUG -DLIBESPEAK_NG_EXPORT -D_BSD_SOURCE -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200112L \
  -U__WINT_TYPE__ -D__WINT_TYPE__="unsigned int" -DPATH_ESPEAK_DATA='"/espeak-ng-data"' -I"$work" \
  -ffile-prefix-map="$work"=. -I"$src/src/include" -I"$src/src/include/compat" -I"$src/src/ucd-tools/src/include" \
  -I"$src/src/libespeak-ng" -w -c \
  "$src"/src/ucd-tools/src/case.c "$src"/src/ucd-tools/src/categories.c "$src"/src/ucd-tools/src/ctype.c \
  "$src"/src/ucd-tools/src/proplist.c "$src"/src/ucd-tools/src/scripts.c "$src"/src/ucd-tools/src/tostring.c \
  $(for f in common dictionary encoding error espeak_api ieee80 intonation langopts mnemonics numbers \
    readclause phoneme phonemelist setlengths soundicon spect speech ssml synthdata synthesize \
    translate translateword tr_languages voices wavegen klatt compiledata compiledict; do
    echo "$src/src/libespeak-ng/$f.c"; done) "$here/espeak-glue.c"
# Linked without -O: clang would run wasm-opt without SIMD enabled; wasm-opt runs next instead,
# told the features the code uses, which the stripped binary no longer lists: SIMD, sign
# extension and mutable globals (clang 19's defaults); bulk memory as before.
clang-19 --target=wasm32-wasi -mexec-model=reactor -L/usr/lib/wasm32-wasi \
  -Wl,--strip-all,--export=malloc,--export=free,--export=es_init,--export=es_set_voice,--export=es_synth,--export=es_phonemes \
  ./*.o -o "$work/espeak.wasm"
wasm-opt --enable-simd --enable-sign-ext --enable-mutable-globals --enable-bulk-memory -O3 \
  "$work/espeak.wasm" -o "$here/espeak.wasm"
echo "wrote $here/espeak.wasm ($(wc -c <"$here/espeak.wasm") bytes)"

data="$work/deb/usr/lib/x86_64-linux-gnu/espeak-ng-data"
rm -rf "$here/espeak-ng-data"
mkdir -p "$here/espeak-ng-data/voices/!v"
cp "$data/phontab" "$data/phonindex" "$data/phondata" "$data/intonations" "$here/espeak-ng-data/"
for d in $dicts; do cp "$data/${d}_dict" "$here/espeak-ng-data/"; done
for l in $langs; do mkdir -p "$here/espeak-ng-data/lang/$(dirname "$l")" && cp "$data/lang/$l" "$here/espeak-ng-data/lang/$l"; done
for v in $variants; do cp "$data/voices/!v/$v" "$here/espeak-ng-data/voices/!v/"; done
echo "wrote $here/espeak-ng-data ($(du -sb "$here/espeak-ng-data" | cut -f1) bytes)"
