//! Sorting through one routine.
//!
//! Why: every `sort`/`sort_by_key` on a new element type compiles its own
//! copy of the standard library's sort (quicksort, drift sort, small-sort
//! networks: 2-4 KB of WebAssembly each). The core sorts a handful of
//! types, always by byte positions, so it sorts `(key, index)` pairs with
//! one instantiation and moves the items after. Positions fit in 32 bits
//! ([`crate::MAX_INPUT_BYTES`] is 64 MiB), so a start and an end pack into
//! one `u64` key ([`pair`]).

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
pub fn sorted_indices(keys: impl Iterator<Item = u64>) -> Vec<u32> {
    let mut keyed: Vec<(u64, u32)> = keys.zip(0u32..).collect();
    // Unique (key, index) pairs: the unstable sort is stable here.
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, i)| i).collect()
}

/// Sorts `items` by `key`, stably.
pub fn sort_by_key<T>(items: &mut Vec<T>, key: impl Fn(&T) -> u64) {
    if items.windows(2).all(|w| key(&w[0]) <= key(&w[1])) {
        return;
    }
    let order = sorted_indices(items.iter().map(&key));
    let mut slots: Vec<Option<T>> = std::mem::take(items).into_iter().map(Some).collect();
    items.extend(order.into_iter().filter_map(|i| slots[i as usize].take()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_stably_by_key() {
        let mut v = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_by_key(&mut v, |&(k, _)| k as u64);
        assert_eq!(v, vec![(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
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
        assert!(sorted_indices(std::iter::empty()).is_empty());
    }
}
