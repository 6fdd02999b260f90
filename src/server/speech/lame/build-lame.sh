#!/bin/sh
# Rebuilds lame.wasm: LAME 3.100 (Debian's source package) for WebAssembly with SIMD, plus
# lame-glue.c. Needs a Debian machine with network access to its mirrors; run as root:
#   sh src/server/speech/lame/build-lame.sh
# Why a build of our own: docs/decisions/010-lame-wasm.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
apt-get update -qq
apt-get install -y -qq clang-19 lld-19 libclang-rt-19-dev-wasm32 wasi-libc binaryen >/dev/null
# Debian's deb-src list for this one download, without touching the machine's apt sources.
mkdir -p "$work/parts" "$work/lists/partial"
cat >"$work/parts/src.sources" <<SRC
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
apt_src="-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts=$work/parts -o Dir::State::Lists=$work/lists"
apt-get $apt_src update -qq
(cd "$work" && apt-get $apt_src source --download-only lame=3.100-6 >/dev/null)
tar xzf "$work/lame_3.100.orig.tar.gz" -C "$work"
src="$work/lame-3.100"
cp "$here/lame-config.h" "$work/config.h"
mkdir "$work/obj"
cd "$work/obj"
# Everything but the decoder glue and the frame analyser, which the encoder does not use. No
# asserts and no build paths in the binary: the same sources always give the same bytes.
clang-19 --target=wasm32-wasi --sysroot=/usr -isystem /usr/include/wasm32-wasi -O3 -msimd128 \
  -DHAVE_CONFIG_H -DNDEBUG -ffile-prefix-map="$work"=. -I"$work" -I"$src/include" -I"$src/libmp3lame" -w -c \
  $(ls "$src"/libmp3lame/*.c | grep -v -e mpglib_interface -e lame-analysis) "$here/lame-glue.c"
# Linked without -O: clang would run wasm-opt without SIMD enabled; wasm-opt runs next instead,
# told the features the code uses, which the stripped binary no longer lists: SIMD, sign
# extension and mutable globals (clang 19's defaults); bulk memory as before.
clang-19 --target=wasm32-wasi -mexec-model=reactor -L/usr/lib/wasm32-wasi \
  -Wl,--strip-all,--export=malloc,--export=free,--export=enc_open,--export=enc_out_sample_rate \
  -Wl,--export=enc_pcm16,--export=enc_float,--export=enc_flush,--export=enc_close \
  ./*.o -o "$work/lame.wasm"
wasm-opt --enable-simd --enable-sign-ext --enable-mutable-globals --enable-bulk-memory -O3 \
  "$work/lame.wasm" -o "$here/lame.wasm"
echo "wrote $here/lame.wasm ($(wc -c <"$here/lame.wasm") bytes)"
