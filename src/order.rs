//! Sorting through one routine.
//!
//! Why: every `sort`/`sort_by_key` on a new element type compiles its own
//! copy of the standard library's sort (quicksort, drift sort, small-sort
//! networks: 2-4 KB of WebAssembly each). The core sorts a handful of
//! types, always by byte positions, so it sorts `(key, index)` pairs with
//! one instantiation and moves the items after. Positions fit in 32 bits
//! ([`crate::MAX_INPUT_BYTES`] is 64 MiB), so a start and an end pack into
//! one `u64` key ([`pair`]).

use crate::seq::{Seq, View};
use crate::Span;

/// A sort key ordering by `a`, then by `b` (both below 2^32).
pub const fn pair(a: usize, b: usize) -> u64 {
    ((a as u64) << 32) | (b as u64 & 0xffff_ffff)
}

/// The sort key of a span: by start, then by end.
pub const fn span_key(s: Span) -> u64 {
    pair(s.start, s.end)
}

/// The positions `0..n` in the order of their keys; equal keys keep their
/// order (stable).
pub fn sorted_indices(keys: &[u64]) -> Vec<u32> {
    let mut keyed: Vec<(u64, u32)> = crate::seq::mapped_at(keys, |i, &k| (k, i as u32));
    // Unique (key, index) pairs: any sort is stable here.
    merge_sort(&mut keyed);
    crate::seq::mapped(&keyed, |&(_, i)| i)
}

/// Sorts `v`: a merge sort of its natural runs, O(n log n) at worst and
/// one pass over input made of a few sorted runs.
///
/// Why not `sort_unstable`: its pattern-defeating quicksort with its
/// small-sort networks and heapsort fallback is 4 KB of WebAssembly; this
/// is a tenth of it. What the core sorts is mostly a few sorted lists
/// joined (the registry's events: sources of cues, then names, then
/// subjects), which runs make linear; a heapsort measured 0.9 % more
/// instructions on polnear-dev.
fn merge_sort(v: &mut Vec<(u64, u32)>) {
    let n = v.len();
    // Read through a View: its `v[i]` shares one panic path (crate::seq).
    let run_end = |v: View<(u64, u32)>, mut i: usize| {
        i += 1;
        while i < v.len() && v[i - 1] <= v[i] {
            i += 1;
        }
        i
    };
    let mut buf = v.clone();
    loop {
        let (mut i, mut runs) = (0, 0);
        while i < n {
            let r = View(&v[..]);
            let mid = run_end(r, i);
            let end = if mid < n { run_end(r, mid) } else { n };
            let (mut a, mut b) = (i, mid);
            // (`i..end` is always in range: `get_mut` spares the WASM a panic site of its own.)
            for slot in buf.get_mut(i..end).unwrap_or_default() {
                if b >= end || (a < mid && r[a] <= r[b]) {
                    *slot = r[a];
                    a += 1;
                } else {
                    *slot = r[b];
                    b += 1;
                }
            }
            i = end;
            runs += 1;
        }
        std::mem::swap(v, &mut buf);
        if runs <= 1 {
            return;
        }
    }
}

/// Sorts `items` by `key`, stably.
///
/// Why through [`sorting_swaps`]: only the keys and the swaps depend on
/// `T`; the sort and the bookkeeping of the moves are one copy for every
/// element type (each type's collect into `Option`s and refill were their
/// own code in the WASM).
pub fn sort_by_key<T>(items: &mut [T], key: impl Fn(&T) -> u64) {
    let keys = crate::seq::mapped(items, key);
    for (i, j) in sorting_swaps(&keys) {
        // j > i (positions before i are final): the two ends of items[i..=j],
        // swapped without a bounds check, so no panic site (and its
        // `core::fmt` arguments) in each of the function's copies.
        if let Some([a, .., b]) = items.get_mut(i as usize..=j as usize) {
            core::mem::swap(a, b);
        }
    }
}

/// The swaps that, made in order, sort a list with these keys stably;
/// none when it is sorted already. At most one a position.
fn sorting_swaps(keys: &[u64]) -> Vec<(u32, u32)> {
    if keys.windows(2).all(|w| w[0] <= w[1]) {
        return Vec::new();
    }
    let order = sorted_indices(keys);
    // at[p]: the original index of the item now at position p; pos[k]:
    // where the item first at k is now. Positions before i are final.
    let mut at: Seq<u32> = Seq::new((0..keys.len() as u32).collect());
    let mut pos: Seq<u32> = Seq::new((0..keys.len() as u32).collect());
    let mut swaps = Vec::with_capacity(keys.len());
    for (i, &k) in order.iter().enumerate() {
        let j = pos[k as usize];
        if j as usize != i {
            swaps.push((i as u32, j));
            let m = at[i];
            at[j as usize] = m;
            pos[m as usize] = j;
            at[i] = k;
            pos[k as usize] = i as u32;
        }
    }
    swaps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_sort_sorts_like_sort_unstable() {
        // Keys from a small generator: repeats, runs, reversed stretches.
        let mut x = 12345u64;
        for n in [0, 1, 2, 3, 7, 64, 1000] {
            let mut v: Vec<(u64, u32)> = (0..n as u32)
                .map(|i| {
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    ((x >> 60) ^ u64::from(i % 5 == 0) * u64::from(n as u32 - i), i)
                })
                .collect();
            let mut want = v.clone();
            want.sort_unstable();
            merge_sort(&mut v);
            assert_eq!(v, want, "n = {n}");
        }
        // Reversed (one-element runs), and three sorted runs joined.
        let mut v: Vec<(u64, u32)> = (0..100u32).rev().map(|i| (u64::from(i), i)).collect();
        merge_sort(&mut v);
        assert!(v.windows(2).all(|w| w[0] < w[1]));
        let mut v: Vec<(u64, u32)> = (0..90u32).map(|i| (u64::from(i % 30) * 3 + u64::from(i / 30), i)).collect();
        merge_sort(&mut v);
        assert_eq!(v.iter().map(|p| p.0).collect::<Vec<_>>(), (0..90).collect::<Vec<_>>());
    }

    #[test]
    fn sorts_stably_by_key() {
        let mut v = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_by_key(&mut v, |&(k, _)| k as u64);
        assert_eq!(v, vec![(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
    }

    #[test]
    fn sorts_like_a_stable_sort() {
        let mut x = 99u64;
        for n in [2, 3, 5, 17, 200] {
            let v: Vec<(u64, u32)> = (0..n)
                .map(|i| {
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    (x >> 61, i)
                })
                .collect();
            let mut got = v.clone();
            sort_by_key(&mut got, |p| p.0);
            let mut want = v;
            want.sort_by_key(|p| p.0);
            assert_eq!(got, want, "n = {n}");
        }
    }

    #[test]
    fn span_keys_order_like_spans() {
        let spans = [Span::new(5, 9), Span::new(5, 7), Span::new(0, 100), Span::new(70_000_000, 70_000_001)];
        let mut by_key = spans.to_vec();
        sort_by_key(&mut by_key, |&s| span_key(s));
        let mut by_ord = spans.to_vec();
        by_ord.sort();
        assert_eq!(by_key, by_ord);
    }

    #[test]
    fn indices_of_an_empty_list() {
        assert!(sorted_indices(&[]).is_empty());
        assert!(sorting_swaps(&[]).is_empty());
    }
}
