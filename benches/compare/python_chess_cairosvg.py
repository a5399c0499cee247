#!/usr/bin/env python3
"""Time the usual way chess bots draw a board: python-chess's SVG, rasterized
to PNG by cairosvg. Prints the median time of N renders of the start position.

    pip install python-chess cairosvg   # cairosvg needs Debian's libcairo2
    python3 benches/compare/python_chess_cairosvg.py -n 50 --size 512
"""
import argparse
import statistics
import time

import cairosvg
import chess
import chess.svg


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("-n", type=int, default=50, help="number of renders")
    ap.add_argument("--size", type=int, default=512, help="picture side in pixels")
    ap.add_argument("--out", help="write the last picture here")
    args = ap.parse_args()

    board = chess.Board()
    times = []
    png = b""
    for _ in range(max(1, args.n)):
        t = time.perf_counter()
        svg = chess.svg.board(board, size=args.size)
        png = cairosvg.svg2png(bytestring=svg.encode("utf-8"))
        times.append(time.perf_counter() - t)
    if args.out:
        with open(args.out, "wb") as f:
            f.write(png)
    median = statistics.median(times) * 1e3
    print(
        f"python-chess+cairosvg: {args.size}x{args.size} px, {len(png)} bytes; "
        f"{len(times)} renders: median {median:.3f} ms"
    )


if __name__ == "__main__":
    main()
