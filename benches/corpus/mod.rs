//! The benchmark corpus, byte for byte the same as `bench/corpus.mjs`: the
//! fictional articles in `bench/articles/` filled in by a seeded generator
//! (names from `bench/names.txt`), joined by blank lines and cut to size.
//! See `bench/corpus.mjs` for the placeholder syntax.

use std::collections::HashMap;

const TEMPLATES: [&str; 3] = [
    include_str!("../../bench/articles/harbour.txt"),
    include_str!("../../bench/articles/clinic.txt"),
    include_str!("../../bench/articles/plant.txt"),
];
const NAMES: &str = include_str!("../../bench/names.txt");

/// Input sizes of the scaling run, in bytes (1 KB to 10 MB); each 8x step is
/// compared for linearity.
pub const SIZES: [usize; 7] = [1 << 10, 4 << 10, 8 << 10, 64 << 10, 512 << 10, 4 << 20, 10 << 20];

/// A size for people: "4 KB", "10 MB".
pub fn label(n: usize) -> String {
    if n >= 1 << 20 {
        format!("{} MB", n >> 20)
    } else {
        format!("{} KB", n >> 10)
    }
}

/// The 32-bit linear congruential generator of `bench/corpus.mjs`.
struct Rng(u32);

impl Rng {
    fn new(seed: u32) -> Self {
        // A murmur3 finaliser spreads consecutive seeds over the whole state.
        let s = seed.wrapping_mul(0x9e37_79b1);
        let s = (s ^ (s >> 16)).wrapping_mul(0x85eb_ca6b);
        Rng(s ^ (s >> 13))
    }
    fn next(&mut self) -> u32 {
        self.0 = self.0.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        self.0 >> 8
    }
    fn range(&mut self, a: u32, b: u32) -> u32 {
        a + self.next() % (b - a + 1)
    }
    fn pick<'a>(&mut self, list: &[&'a str]) -> &'a str {
        list[self.next() as usize % list.len()]
    }
}

fn pool(name: &str) -> Vec<&'static str> {
    NAMES
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|l| l.split_once(':').filter(|(k, _)| k.trim() == name))
        .map(|(_, v)| v.trim().split('|').collect())
        .unwrap_or_else(|| panic!("bench/names.txt has no pool '{name}'"))
}

fn thousands(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Article number `k` of the stream.
pub fn article(k: usize) -> String {
    let (first, last, city, org) = (pool("first"), pool("last"), pool("city"), pool("org"));
    let mut rng = Rng::new(k as u32 + 1);
    let mut vars: HashMap<String, String> = HashMap::new();
    vars.insert("CITY".into(), rng.pick(&city).into());
    vars.insert("ORG1".into(), rng.pick(&org).into());
    vars.insert("ORG2".into(), rng.pick(&org).into());
    for i in 1..=5 {
        let surname = rng.pick(&last);
        let given = rng.pick(&first);
        vars.insert(format!("P{i}"), format!("{given} {surname}"));
        vars.insert(format!("P{i}.last"), surname.into());
    }
    let curly = k % 2 == 1;
    let mut open = true;
    let mut out = String::new();
    let mut rest = TEMPLATES[k % TEMPLATES.len()];
    while let Some(c) = rest.chars().next() {
        if c == '{' {
            let end = rest.find('}').expect("placeholder is closed");
            let key = &rest[1..end];
            rest = &rest[end + 1..];
            let ranged = key.split_once(':').and_then(|(kind, r)| {
                let (a, b) = r.split_once('-')?;
                Some((kind, a.parse::<u32>().ok()?, b.parse::<u32>().ok()?))
            });
            match ranged {
                None => out.push_str(&vars[key]),
                Some(("int", a, b)) => out.push_str(&thousands(rng.range(a, b))),
                Some(("dec", a, b)) => {
                    let whole = rng.range(a, b);
                    out.push_str(&format!("{whole}.{}", rng.range(0, 9)));
                }
                Some(("pct", a, b)) => {
                    let n = rng.range(a, b);
                    out.push_str(&format!("{n}{}", if rng.next() % 2 == 1 { "%" } else { " percent" }));
                }
                Some(("money", a, b)) => {
                    let whole = rng.range(a, b);
                    let tenth = rng.range(0, 9);
                    out.push_str(&if tenth % 2 == 1 { format!("${whole}.{tenth}") } else { format!("${whole}") });
                }
                Some(_) => panic!("unknown placeholder {{{key}}}"),
            }
            continue;
        }
        rest = &rest[c.len_utf8()..];
        if c == '"' && curly {
            out.push(if open { '\u{201c}' } else { '\u{201d}' });
            open = !open;
        } else {
            out.push(c);
        }
    }
    out
}

/// The first `bytes` bytes of the article stream, cut back to a char boundary.
pub fn corpus(bytes: usize) -> String {
    let mut out = String::new();
    let mut k = 0;
    while out.len() < bytes {
        if k > 0 {
            out.push_str("\n\n");
        }
        out.push_str(&article(k));
        k += 1;
    }
    let mut n = bytes.min(out.len());
    while !out.is_char_boundary(n) {
        n -= 1;
    }
    out.truncate(n);
    out
}

/// Texts of a folder: `*.json` files with a `"text"` field, or `*.txt`
/// files, read at run time (the articles are never stored in the project).
pub fn folder_texts(dir: &std::path::Path) -> Vec<String> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.sort();
    paths
        .iter()
        .filter_map(|p| {
            let raw = std::fs::read_to_string(p).ok()?;
            match p.extension()?.to_str()? {
                "json" => serde_json::from_str::<serde_json::Value>(&raw).ok()?.get("text")?.as_str().map(String::from),
                "txt" => Some(raw),
                _ => None,
            }
        })
        .collect()
}
