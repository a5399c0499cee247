#!/usr/bin/env bash
# Board pictures: boardbot's renderer against python-chess + cairosvg, in one
# run on this machine: the start position at 512 px, median time per picture
# (drawing and PNG encoding), then the ratio.
#
#   bash benches/compare/run.sh            # N=300 boardbot renders, PYN=50 python ones
#
# Needs: pip install python-chess cairosvg (cairosvg needs Debian's libcairo2).
set -euo pipefail
cd "$(dirname "$0")/../.."
N=${N:-300}
PYN=${PYN:-50}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/start.txt" <<'BOARD'
8 rnbqkbnr
7 pppppppp
6 ........
5 ........
4 ........
3 ........
2 PPPPPPPP
1 RNBQKBNR
  abcdefgh
BOARD

if ! python3 -c 'import chess.svg, cairosvg' 2>/dev/null; then
    echo "missing: pip install python-chess cairosvg (and apt-get install libcairo2)" >&2
    exit 1
fi

echo "building boardbot (release)..." >&2
if cargo run --release -q -- render --help 2>/dev/null | grep -q -- --repeat; then
    rs_line=$(cargo run --release -q -- render --board "$tmp/start.txt" --game chess \
        --size 512 --repeat "$N" --out "$tmp/boardbot.png")
else
    # Until the binary has the `render` subcommand: the same code
    # (render::cli::run) through an ignored test built in release mode.
    rs_line=$(RENDER_REPEAT=$N RENDER_OUT=$tmp/boardbot.png \
        cargo test --release -q --test render cli_repeat_timing -- --ignored --nocapture 2>/dev/null |
        grep 'median')
fi
py_line=$(python3 benches/compare/python_chess_cairosvg.py -n "$PYN" --size 512 --out "$tmp/python.png")

echo "boardbot:  $rs_line"
echo "python:    $py_line"
rs=$(sed -E 's/.*median ([0-9.]+) ms.*/\1/' <<<"$rs_line")
py=$(sed -E 's/.*median ([0-9.]+) ms.*/\1/' <<<"$py_line")
python3 -c "print(f'ratio: boardbot is {float($py) / float($rs):.0f}x faster ({float($py):.3f} ms / {float($rs):.3f} ms)')"
