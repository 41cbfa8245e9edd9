//! Writes `$OUT_DIR/cases.bin` and `$OUT_DIR/alnum.bin`: which non-ASCII
//! characters are lowercase or uppercase, and which alphabetic or numeric,
//! as `char::is_lowercase`, `is_uppercase`, `is_alphabetic` and
//! `is_numeric` of this toolchain answer, for the WASM's `bytes::is_lower`,
//! `is_upper`, `is_alpha` and `is_alnum`.
//!
//! Why: core's case lookups index arrays with looked-up values, and their
//! bounds checks link core's integer formatting (the panic message) into
//! the WASM: about 2.1 KB gzipped with the tables; core's alphabetic and
//! numeric tables and searches cost 2.3 KB more. These runs are read by one
//! loop without a panic site. Made here, on the host, from the same
//! toolchain's methods, so the answers are the same for every character
//! (test `runs_answer_as_char` in src/bytes.rs checks all).
//!
//! Format: from U+0080 up, the runs of one class (0, 1 or 2). A run never
//! has the class of the one before, so one bit picks the next class among
//! the other two (0: the smaller, 1: the larger). Byte `b`: bit 7 that
//! choice; `v = b & 127` below [`SHORT`] is a run of `v + 1`, else the
//! length is `(v - SHORT) << 8 | next byte`. A longer run is cut by a run
//! of length 0. After the last run, characters are of class 0.
//!
//! Why `SHORT` 98, not a flag bit (runs of 1 to 64 in one byte): 167
//! runs of the two tables are 65 characters or longer, and the WASM is 89
//! bytes smaller gzipped (1 to 96: 77, 1 to 100: the same as 98).
use std::{env, fs, path::Path};

/// Runs of 1 to `SHORT` characters take one byte (`src/bytes.rs`'
/// `class_of` reads the same value).
const SHORT: u32 = 98;

/// The longest run of two bytes (`(127 - SHORT) << 8 | 255`).
const LONGEST: u32 = (128 - SHORT) * 256 - 1;

/// 1 lowercase, 2 uppercase, 0 neither (no character is both).
fn case(c: char) -> u8 {
    if c.is_lowercase() {
        1
    } else if c.is_uppercase() {
        2
    } else {
        0
    }
}

/// 1 alphabetic, 2 numeric and not alphabetic, 0 neither.
fn alnum(c: char) -> u8 {
    if c.is_alphabetic() {
        1
    } else if c.is_numeric() {
        2
    } else {
        0
    }
}

/// The runs of `class` over U+0080 to U+10FFFF (not characters: class 0).
fn runs(class: fn(char) -> u8) -> Vec<u8> {
    let class = |u| char::from_u32(u).map_or(0, class);
    let mut out = Vec::new();
    let mut prev = 1;
    let mut put = |c: u8, n: u32, prev: &mut u8| {
        let bit = if c == 2 || (c == 1 && *prev != 0) { 0x80 } else { 0 };
        if (1..=SHORT).contains(&n) {
            out.push(bit | (n - 1) as u8);
        } else {
            out.extend([bit | (SHORT + (n >> 8)) as u8, n as u8]);
        }
        *prev = c;
    };
    let last = (0x80..0x11_0000).rev().find(|&u| class(u) != 0).unwrap_or(0x7F);
    let mut u = 0x80;
    while u <= last {
        let c = class(u);
        let mut e = u + 1;
        while e <= last && class(e) == c {
            e += 1;
        }
        let mut n = e - u;
        while n > LONGEST {
            put(c, LONGEST, &mut prev);
            n -= LONGEST;
            put(if c == 0 { 1 } else { 0 }, 0, &mut prev);
        }
        put(c, n, &mut prev);
        u = e;
    }
    out
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let dir = env::var("OUT_DIR").unwrap();
    fs::write(Path::new(&dir).join("cases.bin"), runs(case)).unwrap();
    fs::write(Path::new(&dir).join("alnum.bin"), runs(alnum)).unwrap();
}
