//! Scaling on hostile input (issue 8): for each case, the time at size N and
//! at 8N and their ratio. Linear means 8x the input takes at most 10x the
//! time. Prints a table; asserts nothing (timings belong in benchmarks, not
//! in tests).
//!
//! `cargo bench --bench hostile` (about a minute); `SOURCELIGHT_HOSTILE_KB=64`
//! sets N in KB (default 256, so 8N = 2 MB, the "one 2 MB line" of the issue).

#[path = "corpus/mod.rs"]
#[allow(dead_code)]
mod corpus;

use std::time::Instant;

/// A generator: text of about `n` bytes for one hostile case.
type Make = fn(usize) -> String;

/// Repeats `unit` until the text reaches `n` bytes.
fn repeat(unit: &str, n: usize) -> String {
    unit.repeat(n / unit.len().max(1) + 1)
}

/// A made-up capitalised name, different for each `k` ("Bako", "Dilu").
fn name(mut k: usize) -> String {
    let (cons, vows) = (b"bdfgklmnprstvz", b"aeiou");
    let mut s = String::new();
    loop {
        s.push(cons[k % cons.len()] as char);
        k /= cons.len();
        s.push(vows[k % vows.len()] as char);
        k /= vows.len();
        if k == 0 {
            break;
        }
    }
    let mut c = s.chars();
    c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
}

/// The cases of issue 8 (and of issue 3's "bad input"), each one shape of
/// text that could make a stage compare all pairs of something.
const CASES: &[(&str, Make)] = &[
    ("news text (articles, paragraphs)", |n| corpus::corpus(n)),
    ("news text, no paragraphs (one line)", |n| corpus::corpus(n).replace('\n', " ")),
    ("news text, no sentence ends", |n| corpus::corpus(n).replace(['\n', '.', '!', '?', ';'], " ")),
    ("quote marks only (\" x n)", |n| "\"".repeat(n)),
    ("unmatched marks between words", |n| repeat("word \" and “ or « then ' ", n)),
    ("quotes nested deep (“ ‘ …)", |n| {
        let depth = n / 8;
        let mut s = String::with_capacity(n + 16);
        (0..depth).for_each(|i| s.push_str(if i % 2 == 0 { "“a " } else { "‘b " }));
        (0..depth).rev().for_each(|i| s.push_str(if i % 2 == 0 { "”" } else { "’" }));
        s
    }),
    ("quote, cue, quote in one paragraph", |n| repeat("\"We will build it,\" said Jo Li, the mayor. \"It is late,\" she added. ", n)),
    ("cues with no quotes in one paragraph", |n| repeat("Jo Li said the plan works. According to Acme, it costs $4 million. ", n)),
    ("many distinct names in one paragraph", |n| {
        let mut s = String::with_capacity(n + 64);
        let mut k = 0usize;
        while s.len() < n {
            s.push_str(&format!("\"It works,\" said {} {}. He agreed. ", name(k), name(k / 7 + 1000)));
            k += 1;
        }
        s
    }),
    ("figures in one paragraph", |n| repeat("Sales rose 12% to $4.5 million, up from 3,200 units in 2019. ", n)),
    ("one number of n/8 digits, x8", |n| {
        let digits = "7".repeat(n / 8);
        repeat(&format!("{digits} people "), n)
    }),
    ("5,000-digit numbers", |n| repeat(&format!("{} ", "9".repeat(5000)), n)),
    ("HTML pasted as text", |n| repeat("<p class=\"x\" data-a='1'><a href=\"javascript:alert(1)\">Link</a> said \"hi\"</p>\n", n)),
    ("CRLF, lone CR, control and zero-width", |n| repeat("Jo said \"yes\".\r\n\r\nLi \u{200b}said\r\"no\"\u{0}\u{1}\u{202e}.\r\n", n)),
    ("astral emoji and quotes", |n| repeat("😀 \"😀\" 🎉 said 👩‍👩‍👧 ", n)),
];

#[path = "common/cpu.rs"]
mod cpu;
use cpu::cpu_now;

/// CPU seconds for one call: the fastest of at least 3 calls and 0.3 s
/// (other work only adds time).
fn time(text: &str) -> f64 {
    let mut best = f64::INFINITY;
    let start = Instant::now();
    let mut runs = 0;
    while runs < 3 || (runs < 30 && start.elapsed().as_secs_f64() < 0.3) {
        let t = cpu_now();
        std::hint::black_box(sourcelight::annotate(std::hint::black_box(text)));
        best = best.min(cpu_now() - t);
        runs += 1;
    }
    best
}

fn main() {
    // `cargo test --benches` runs bench targets with `--bench`-less args:
    // nothing to time then.
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let kb: usize = std::env::var("SOURCELIGHT_HOSTILE_KB").ok().and_then(|v| v.parse().ok()).unwrap_or(256);
    let n = kb << 10;
    println!("Hostile input: time at N = {} KB and 8N = {} KB (CPU time, fastest of several calls)", kb, kb * 8);
    println!("{:<40} {:>11} {:>11} {:>7}  linear (<= 10x)", "case", "N", "8N", "ratio");
    let mut worst: f64 = 0.0;
    for (name, make) in CASES {
        let (small, large) = (make(n), make(8 * n));
        let (a, b) = (time(&small), time(&large));
        let ratio = b / a.max(1e-9);
        worst = worst.max(ratio);
        let ok = if ratio <= 10.0 { "yes" } else { "NO" };
        println!("{:<40} {:>9.2}ms {:>9.2}ms {:>6.1}x  {ok}", name, a * 1e3, b * 1e3, ratio);
    }
    println!("worst ratio: {worst:.1}x");
}
