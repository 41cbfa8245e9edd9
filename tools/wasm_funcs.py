#!/usr/bin/env python3
"""Function sizes of a WebAssembly module, largest first (issue 7, size).

    python3 tools/wasm_funcs.py FILE.wasm [-n 40] [--grep WORD] [--demangle]

Reads the code section (each function body's size in bytes) and the
"name" custom section (function names). Names are present in the cargo
output (target/wasm32-unknown-unknown/wasm/sourcelight.wasm) and after
`wasm-bindgen --keep-debug` + `wasm-opt -g`; the shipped www/pkg build has
none, so its functions print as their index. Also prints the size of each
section and of the data segments. `--demangle` pipes names through
rustfilt or c++filt when one is installed. No dependencies.

`--gz` adds each listed function's gzip cost: how many bytes `gzip -9` of
the code section saves without that body (what the download pays for it;
raw sizes do not predict it, BENCHMARKS.md section 6, sessions 29-31).
`--group` (with `--grep`) prints the cost of all matched bodies together.
For the names of the shipped (wasm-opt'd) build, make it with
`tools/wasm_named.sh` first.
"""
import argparse
import zlib
import shutil
import subprocess
import sys


def leb(buf, i):
    """Reads an unsigned LEB128 at i: (value, next index)."""
    result = shift = 0
    while True:
        b = buf[i]
        i += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, i


def sections(buf):
    """Yields (id, name, start, end) of each section's payload."""
    assert buf[:4] == b"\0asm", "not a wasm module"
    i = 8
    while i < len(buf):
        sid = buf[i]
        size, j = leb(buf, i + 1)
        name = None
        if sid == 0:
            n, k = leb(buf, j)
            name = buf[k:k + n].decode("utf-8", "replace")
        yield sid, name, j, j + size
        i = j + size


def count_imported_funcs(buf, start, end):
    n, i = leb(buf, start)
    funcs = 0
    for _ in range(n):
        for _ in range(2):  # module, field
            ln, i = leb(buf, i)
            i += ln
        kind = buf[i]
        i += 1
        if kind == 0:
            _, i = leb(buf, i)
            funcs += 1
        elif kind == 1:  # table: reftype, limits
            i += 1
            flags, i = leb(buf, i)
            _, i = leb(buf, i)
            if flags & 1:
                _, i = leb(buf, i)
        elif kind == 2:  # memory: limits
            flags, i = leb(buf, i)
            _, i = leb(buf, i)
            if flags & 1:
                _, i = leb(buf, i)
        elif kind == 3:  # global: valtype, mut
            i += 2
        else:
            _, i = leb(buf, i)  # tag
    return funcs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wasm")
    ap.add_argument("-n", type=int, default=40, help="how many functions to list")
    ap.add_argument("--grep", help="only functions whose name contains this")
    ap.add_argument("--demangle", action="store_true")
    ap.add_argument("--gz", action="store_true", help="gzip cost of each listed function")
    ap.add_argument("--group", action="store_true", help="gzip cost of all matched functions together")
    a = ap.parse_args()
    buf = open(a.wasm, "rb").read()
    imported = 0
    bodies = []
    spans = []  # each body's (start, end) in buf, its size prefix included
    code = (0, 0)
    names = {}
    print("sections:")
    for sid, name, s, e in sections(buf):
        print(f"  {sid:2} {name or '':<20} {e - s:>9}")
        if sid == 2:
            imported = count_imported_funcs(buf, s, e)
        elif sid == 10:
            code = (s, e)
            n, i = leb(buf, s)
            for _ in range(n):
                size, j = leb(buf, i)
                bodies.append(size)
                spans.append((i, j + size))
                i = j + size
        elif sid == 0 and name == "name":
            _, i = leb(buf, s)
            i += len(b"name")
            while i < e:
                sub = buf[i]
                size, j = leb(buf, i + 1)
                if sub == 1:
                    n, k = leb(buf, j)
                    for _ in range(n):
                        idx, k = leb(buf, k)
                        ln, k = leb(buf, k)
                        names[idx] = buf[k:k + ln].decode("utf-8", "replace")
                        k += ln
                i = j + size
    rows = [(size, names.get(imported + n, f"func[{imported + n}]"), n) for n, size in enumerate(bodies)]
    if a.demangle:
        tool = shutil.which("rustfilt") or shutil.which("c++filt")
        if tool:
            out = subprocess.run([tool], input="\n".join(r[1] for r in rows), capture_output=True, text=True).stdout
            rows = [(r[0], d, r[2]) for r, d in zip(rows, out.split("\n"))]
    if a.grep:
        rows = [r for r in rows if a.grep in r[1]]
    rows.sort(reverse=True)
    print(f"functions: {len(bodies)} ({imported} imported), code {sum(bodies)} bytes; listed: {sum(r[0] for r in rows)} bytes in {len(rows)}")
    gz = lambda b: len(zlib.compress(b, 9))  # deflate as gzip -9, less the 18-byte header
    whole = gz(buf[code[0]:code[1]]) if (a.gz or a.group) else 0

    def cost(idx):
        """Bytes gzip saves on the code section without the bodies idx."""
        cut, out, at = sorted(spans[i] for i in idx), [], code[0]
        for s0, e0 in cut:
            out.append(buf[at:s0])
            at = e0
        out.append(buf[at:code[1]])
        return whole - gz(b"".join(out))

    if a.group:
        print(f"group: {len(rows)} functions, {sum(r[0] for r in rows)} bytes raw, gzip cost {cost([r[2] for r in rows])}")
    for size, name, idx in rows[: a.n]:
        print(f"{size:>8}  {cost([idx]):>6}  {name}" if a.gz else f"{size:>8}  {name}")


if __name__ == "__main__":
    sys.exit(main())
