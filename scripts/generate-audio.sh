#!/usr/bin/env bash
# Letter audio for the ABC session (docs/product.md §2.6): writes apps/web/public/audio/
#   abc_{a..z}.mp3      the letter's NAME  ("bee")  - played on the ABC stages
#   phonics_{a..z}.mp3  the letter's SOUND (/b/)    - played on the phonics stages
# Made with Debian's espeak-ng (speech) and lame (MP3: mono, 22.05 kHz, 32 kbps, ~3 KB a file).
# The files are committed; run this again only to change a voice, speed or sound, then commit them.
#   scripts/generate-audio.sh            # (apt-get install -y espeak-ng lame if missing)
#   VOICE=en-gb SPEED=120 scripts/generate-audio.sh
set -euo pipefail

cd "$(dirname "$0")/.."
OUT="${OUT:-apps/web/public/audio}"
VOICE="${VOICE:-en-us}"
SPEED="${SPEED:-120}" # words per minute: a little slower than espeak's 175 for children

for tool in espeak-ng lame; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$tool is missing: apt-get install -y espeak-ng lame" >&2
    exit 1
  fi
done

# Both tables are espeak-ng phoneme mnemonics, spoken with [[...]] phoneme input so that
# no dictionary rule ("a" read as the article "uh") changes a sound.
# Letter names, as espeak-ng itself spells single letters (espeak-ng -x "b" -> b'i:).
declare -A NAME=(
  [a]="'eI" [b]="b'i:" [c]="s'i:" [d]="d'i:" [e]="'i:" [f]="'Ef" [g]="dZ'i:" [h]="'eItS" [i]="'aI"
  [j]="dZ'eI" [k]="k'eI" [l]="'El" [m]="'Em" [n]="'En" [o]="'oU" [p]="p'i:" [q]="kj'u:" [r]="'A@"
  [s]="'Es" [t]="t'i:" [u]="j'u:" [v]="v'i:" [w]="d'Vb@Lj,u:" [x]="'Eks" [y]="w'aI" [z]="z'i:"
)
# Letter sounds: short vowels as in cat, bed, sit, hot, cup; stops (b d g k p t ...) with a short
# schwa, as teachers say them ("buh"); c and k both /k/, q /kw/, x /ks/. Sounds that can be held are
# held (fff, sss, vvv, zzz; m n l syllabic; r as the "er" of "her"): a bare consonant is nearly silent
# in espeak-ng, so these are also spoken louder (LOUD).
declare -A SOUND=(
  [a]="'a" [b]="b@" [c]="k@" [d]="d@" [e]="'E" [f]="fff" [g]="g@" [h]="h@" [i]="'I"
  [j]="dZ@" [k]="k@" [l]="l-" [m]="m-" [n]="n-" [o]="'0" [p]="p@" [q]="kw@" [r]="'3:"
  [s]="sss" [t]="t@" [u]="'V" [v]="vvv" [w]="w@" [x]="kss" [y]="j@" [z]="zzz"
)
LOUD=" f l m n s v x z " # espeak-ng amplitude 200 (default 100) for these letter sounds

mkdir -p "$OUT"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

speak() { # phonemes, target mp3, amplitude
  espeak-ng -v "$VOICE" -s "$SPEED" -a "${3:-100}" -w "$tmp/x.wav" "[[$1]]"
  lame --quiet -m m --resample 22.05 -b 32 "$tmp/x.wav" "$2"
}

for letter in {a..z}; do
  speak "${NAME[$letter]}" "$OUT/abc_$letter.mp3"
  amplitude=100
  [[ "$LOUD" == *" $letter "* ]] && amplitude=200
  speak "${SOUND[$letter]}" "$OUT/phonics_$letter.mp3" "$amplitude"
done
echo "wrote $(ls "$OUT"/abc_*.mp3 "$OUT"/phonics_*.mp3 | wc -l) files to $OUT"
