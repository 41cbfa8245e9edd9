//! Native speed of the core: `cargo bench` (about two minutes).
//!
//! Criterion times `sourcelight::annotate` on the benchmark corpus (fictional
//! articles, `bench/corpus.mjs`) from 1 KB to 10 MB, and on a folder of real
//! articles if one is there (`SOURCELIGHT_BENCH_DIR`, default
//! `../shared/eval/polnear-dev`: `*.json` with a `"text"` field, read at run
//! time). A summary table follows: MB/s, µs per call, and whether time grows
//! linearly with size. Figures only: nothing here asserts a timing.
//!
//! `cargo bench -- size/4` runs only the sizes whose label starts with 4.

mod corpus;

use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn folder() -> Option<(PathBuf, Vec<String>)> {
    let dir = std::env::var_os("SOURCELIGHT_BENCH_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("../shared/eval/polnear-dev"));
    let texts = corpus::folder_texts(&dir);
    (!texts.is_empty()).then_some((dir, texts))
}

fn criterion_benches(c: &mut Criterion, inputs: &[(usize, String)], probed: &[Option<(f64, f64)>], real: Option<&[String]>) {
    let mut g = c.benchmark_group("size");
    g.sample_size(10).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(1));
    for ((size, text), probe) in inputs.iter().zip(probed) {
        if !probe.is_some_and(|(s, _)| s <= SLOW) {
            // Ten samples would take minutes: the summary times it once.
            continue;
        }
        if *size >= 512 << 10 {
            // One call is long enough to time on its own.
            g.sampling_mode(SamplingMode::Flat);
        }
        g.throughput(Throughput::BytesDecimal(text.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter(corpus::label(*size)), text.as_str(), |b, t| {
            b.iter(|| sourcelight::annotate(black_box(t)))
        });
    }
    g.finish();
    let mut g = c.benchmark_group("json");
    g.sample_size(10).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(1));
    let four = &inputs.iter().find(|(s, _)| *s == 4 << 10).expect("a 4 KB input").1;
    g.throughput(Throughput::BytesDecimal(four.len() as u64));
    g.bench_function("annotate+to_json/4 KB", |b| b.iter(|| sourcelight::annotate(black_box(four)).to_json()));
    g.finish();
    if let Some(texts) = real {
        let mut g = c.benchmark_group("folder");
        g.sample_size(10).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(2));
        g.throughput(Throughput::BytesDecimal(texts.iter().map(|t| t.len() as u64).sum()));
        g.bench_function(format!("all {} articles", texts.len()), |b| {
            b.iter(|| texts.iter().map(|t| sourcelight::annotate(black_box(t)).quotes.len()).sum::<usize>())
        });
        g.finish();
    }
}

#[path = "common/cpu.rs"]
mod cpu;
use cpu::cpu_now;

/// Seconds of one call of `f`, wall clock and CPU: samples of `k` calls
/// (`k` so that a sample lasts 10 ms), at least 5 samples and `min_ms`; the
/// fastest sample counts, because the machine may be shared and other work
/// only ever adds time.
fn best_secs(min_ms: u64, mut f: impl FnMut()) -> (f64, f64) {
    let mut k = 1;
    loop {
        let t = Instant::now();
        for _ in 0..k {
            f();
        }
        if t.elapsed() >= Duration::from_millis(10) || k >= 1 << 16 {
            break;
        }
        k *= 4;
    }
    let (mut wall, mut cpu) = (f64::INFINITY, f64::INFINITY);
    let mut n = 0;
    let start = Instant::now();
    while n < 5 || start.elapsed() < Duration::from_millis(min_ms) {
        let (t, c) = (Instant::now(), cpu_now());
        for _ in 0..k {
            f();
        }
        cpu = cpu.min((cpu_now() - c) / k as f64);
        wall = wall.min(t.elapsed().as_secs_f64() / k as f64);
        n += 1;
    }
    (wall, cpu)
}

/// A call slower than this is timed once, not repeated (seconds).
const SLOW: f64 = 0.5;
/// After a size whose one call took longer than this, larger sizes are skipped (seconds).
const GIVE_UP: f64 = 5.0;

/// One call per size, smallest first; `None` for sizes skipped because a
/// smaller one was already too slow (the core is then not linear, and a
/// 10 MB call could take minutes).
fn probe(inputs: &[(usize, String)]) -> Vec<Option<(f64, f64)>> {
    let mut give_up = false;
    inputs
        .iter()
        .map(|(_, text)| {
            if give_up {
                return None;
            }
            let (t, c) = (Instant::now(), cpu_now());
            black_box(sourcelight::annotate(black_box(text)));
            let s = t.elapsed().as_secs_f64();
            give_up = s > GIVE_UP;
            Some((s, cpu_now() - c))
        })
        .collect()
}

/// FNV-1a of the text, printed so that the native and JS corpora can be compared.
fn fnv(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |h, b| (h ^ b as u32).wrapping_mul(0x0100_0193))
}

fn summary(inputs: &[(usize, String)], probed: &[Option<(f64, f64)>], real: Option<&(PathBuf, Vec<String>)>) {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("\n== load average: {}", load.split_whitespace().take(3).collect::<Vec<_>>().join(" "));
    println!("== native summary (fastest of >= 5 calls, or of one call when a call takes > {SLOW} s; release profile)");
    println!("wall = wall clock; cpu = this thread's CPU time (robust when other processes load the machine)");
    println!(
        "{:>8} {:>12} {:>10} {:>12} {:>10} {:>12}  corpus fnv1a",
        "input", "wall µs", "wall MB/s", "cpu µs", "cpu MB/s", "cpu µs/4 KB"
    );
    let mut per_byte = Vec::new();
    for ((size, text), probe) in inputs.iter().zip(probed) {
        let Some(probe) = *probe else {
            println!("{:>8}  skipped: a smaller input took over {GIVE_UP} s", corpus::label(*size));
            continue;
        };
        let (s, c) = if probe.0 > SLOW {
            probe
        } else {
            best_secs(300, || {
                black_box(sourcelight::annotate(black_box(text)));
            })
        };
        per_byte.push((*size, s, c));
        let mbps = |t: f64| text.len() as f64 / t / 1e6;
        println!(
            "{:>8} {:>12.1} {:>10.1} {:>12.1} {:>10.1} {:>12.1}  {:08x}",
            corpus::label(*size),
            s * 1e6,
            mbps(s),
            c * 1e6,
            mbps(c),
            c * 1e6 * 4096.0 / text.len() as f64,
            fnv(text)
        );
    }
    // For bench/node.mjs and bench/browser.mjs, which compare WASM with native.
    let rows: Vec<_> =
        per_byte.iter().map(|&(size, secs, cpu)| serde_json::json!({ "size": size, "secs": secs, "cpu": cpu })).collect();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-native.json");
    if let Err(e) = std::fs::write(&path, serde_json::json!({ "rows": rows }).to_string()) {
        eprintln!("cannot write {}: {e}", path.display());
    }
    println!("\n== scaling, CPU time (linear if 8x the input takes at most 10x the time)");
    for (i, &(a, _, ta)) in per_byte.iter().enumerate() {
        for &(b, _, tb) in &per_byte[i + 1..] {
            if b == 8 * a || (a == 4 << 20 && b == 10 << 20) {
                let (size_ratio, time_ratio) = (b as f64 / a as f64, tb / ta);
                let verdict = if time_ratio <= size_ratio * 1.25 { "linear" } else { "NOT linear" };
                println!(
                    "{:>6} -> {:<6} input x{:<4} time x{:<7.2} {verdict}",
                    corpus::label(a),
                    corpus::label(b),
                    size_ratio,
                    time_ratio
                );
            }
        }
    }
    if let Some((dir, texts)) = real {
        let bytes: usize = texts.iter().map(String::len).sum();
        let mut each: Vec<f64> = texts
            .iter()
            .map(|t| {
                best_secs(30, || {
                    black_box(sourcelight::annotate(black_box(t)));
                })
                .1
            })
            .collect();
        let total: f64 = each.iter().sum();
        each.sort_by(f64::total_cmp);
        println!(
            "\n== folder {}: {} articles, {:.1} KB mean; CPU time: {:.1} MB/s; µs per article: median {:.1}, mean {:.1}, max {:.1}",
            dir.display(),
            texts.len(),
            bytes as f64 / texts.len() as f64 / 1024.0,
            bytes as f64 / total / 1e6,
            each[each.len() / 2] * 1e6,
            total / texts.len() as f64 * 1e6,
            each[each.len() - 1] * 1e6
        );
    }
}

fn main() {
    let inputs: Vec<(usize, String)> = corpus::SIZES.iter().map(|&n| (n, corpus::corpus(n))).collect();
    let real = folder();
    // Without `--bench` (that is, under `cargo test --benches`) criterion runs
    // each benchmark once as a smoke test: small sizes only, no summary then.
    let smoke = !std::env::args().any(|a| a == "--bench");
    let probed = if smoke {
        inputs.iter().map(|(n, _)| (*n <= 64 << 10).then_some((0.0, 0.0))).collect()
    } else {
        probe(&inputs)
    };
    let mut c = Criterion::default().configure_from_args();
    criterion_benches(&mut c, &inputs, &probed, real.as_ref().map(|(_, t)| t.as_slice()));
    c.final_summary();
    if !smoke {
        summary(&inputs, &probed, real.as_ref());
    }
}
