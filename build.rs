//! Writes `$OUT_DIR/cases.bin`: which non-ASCII characters are lowercase
//! and which uppercase, as `char::is_lowercase` / `char::is_uppercase` of
//! this toolchain answer, for the WASM's `bytes::is_lower` / `is_upper`.
//!
//! Why: core's own case tables index arrays with looked-up values, and
//! their bounds checks link core's integer formatting (the panic message)
//! into the WASM: about 2.1 KB gzipped with the tables. These runs are
//! read by a loop without a panic site. Made here, on the host, from the
//! same toolchain's methods, so the answers are the same for every
//! character (test `case_runs_answer_as_char` in src/bytes.rs checks all).
//!
//! Format: from U+0080 up, the runs of one case (0 neither, 1 lower,
//! 2 upper). A run never has the case of the one before, so one bit picks
//! the next case among the other two (0: the smaller, 1: the larger).
//! Byte `b`: bit 7 that choice, bits 0-5 the run's length; with bit 6 set
//! the length is `(b & 63) << 8 | next byte`. A longer run is cut by a run
//! of length 0. After the last run, characters are of neither case.
use std::{env, fs, path::Path};

fn case(u: u32) -> u8 {
    match char::from_u32(u) {
        Some(c) if c.is_lowercase() => 1,
        Some(c) if c.is_uppercase() => 2,
        _ => 0,
    }
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let mut out = Vec::new();
    let mut prev = 1;
    let mut put = |c: u8, n: u32, prev: &mut u8| {
        let bit = if c == 2 || (c == 1 && *prev != 0) { 0x80 } else { 0 };
        if n < 64 {
            out.push(bit | n as u8);
        } else {
            out.extend([bit | 64 | (n >> 8) as u8, n as u8]);
        }
        *prev = c;
    };
    let last = (0x80..0x11_0000).rev().find(|&u| case(u) != 0).unwrap_or(0x7F);
    let mut u = 0x80;
    while u <= last {
        let c = case(u);
        let mut e = u + 1;
        while e <= last && case(e) == c {
            e += 1;
        }
        let mut n = e - u;
        while n > 0x3FFF {
            put(c, 0x3FFF, &mut prev);
            n -= 0x3FFF;
            put(if c == 0 { 1 } else { 0 }, 0, &mut prev);
        }
        put(c, n, &mut prev);
        u = e;
    }
    fs::write(Path::new(&env::var("OUT_DIR").unwrap()).join("cases.bin"), out).unwrap();
}
