//! Figure → the attribution whose content holds it, in one sweep.
//!
//! The rule (in [`super::link`]): among the cues that start within one
//! paragraph of the figure, have a content holding the figure and a source,
//! the one with the narrowest content (the first of equals). Asked figure by
//! figure, it compares every figure with every cue of its paragraph: one
//! long paragraph full of figures and cues is quadratic. Figures come in
//! text order, so each cue becomes a candidate once (when the figures reach
//! its content and window) and leaves once (when they pass them); a heap
//! keeps the narrowest candidate on top.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::seq::{Seq, View};
use crate::Span;

/// For each figure, the index of the cue carrying it, or `None`.
///
/// `windows[k]` is the byte range in which figure `k`'s cues must start;
/// `carries[i]` is cue `i`'s content when it has one and a source.
/// Every list is in text order.
pub fn carriers(figures: &[Span], windows: &[(usize, usize)], cue_starts: &[usize], carries: &[Option<Span>]) -> Vec<Option<usize>> {
    // The sweep relies on everything moving forward; text where it does
    // not (overlapping figures) takes the direct way, with the same answer.
    let forward = figures.windows(2).all(|w| w[0].start <= w[1].start && w[0].end <= w[1].end)
        && windows.windows(2).all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1);
    if !forward {
        return direct(figures, windows, cue_starts, carries);
    }
    // Read through Views: their `v[i]` shares one panic path (crate::seq).
    let (windows, cue_starts, carries) = (View(windows), View(cue_starts), View(carries));
    // Cue i becomes a candidate at the first figure that starts inside its
    // content and whose window has reached the cue.
    let mut joins: Seq<Vec<usize>> = Seq::new(crate::seq::filled(Vec::new(), figures.len() + 1));
    for (i, content) in carries.iter().enumerate() {
        if let Some(c) = content {
            let by_content = figures.partition_point(|f| f.start < c.start);
            let by_window = windows.partition_point(|w| w.1 <= cue_starts[i]);
            joins[by_content.max(by_window)].push(i);
        }
    }
    let mut heap: BinaryHeap<Reverse<(usize, usize)>> = BinaryHeap::new();
    let mut out = Vec::with_capacity(figures.len());
    for (k, f) in figures.iter().enumerate() {
        for &i in &joins[k] {
            heap.push(Reverse((carries[i].map_or(usize::MAX, |c| c.len()), i)));
        }
        // A candidate whose content ends before this figure, or whose cue
        // is before the window, is out for every later figure too.
        while let Some(&Reverse((_, i))) = heap.peek() {
            let ends_before = carries[i].map_or(true, |c| c.end < f.end);
            if ends_before || cue_starts[i] < windows[k].0 {
                heap.pop();
            } else {
                break;
            }
        }
        out.push(heap.peek().map(|&Reverse((_, i))| i));
    }
    out
}

/// The rule asked figure by figure.
fn direct(figures: &[Span], windows: &[(usize, usize)], cue_starts: &[usize], carries: &[Option<Span>]) -> Vec<Option<usize>> {
    let carries = View(carries);
    // (`windows` has one entry a figure.)
    crate::seq::mapped_at(figures, |k, f| {
        let (from, to) = windows.get(k).copied().unwrap_or_default();
        let window = cue_starts.partition_point(|&s| s < from)..cue_starts.partition_point(|&s| s < to);
        // The narrowest content that holds the figure, the first cue on a
        // tie. A loop, not `filter(..).min_by_key(..)`: that linked a
        // `Map::fold` of its own into the WASM (390 bytes).
        let mut best: Option<(usize, usize)> = None;
        for i in window {
            if let Some(c) = carries[i].filter(|c| c.contains(*f)) {
                if best.is_none_or(|(len, _)| c.len() < len) {
                    best = Some((c.len(), i));
                }
            }
        }
        best.map(|(_, i)| i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sweep and the direct rule agree on small hand-made layouts,
    /// including nested contents, ties and windows that end early.
    #[test]
    fn sweep_matches_direct() {
        let s = Span::new;
        let cases: &[(&str, Vec<Span>, Vec<(usize, usize)>, Vec<usize>, Vec<Option<Span>>)] = &[
            ("narrowest content wins", vec![s(10, 12)], vec![(0, 100)], vec![0, 20], vec![Some(s(5, 30)), Some(s(8, 14))]),
            ("ties go to the first cue", vec![s(10, 12)], vec![(0, 100)], vec![0, 20], vec![Some(s(5, 15)), Some(s(6, 16))]),
            ("a cue without a source carries nothing", vec![s(10, 12)], vec![(0, 100)], vec![0], vec![None]),
            ("a cue outside the window carries nothing", vec![s(10, 12), s(50, 52)], vec![(0, 40), (40, 100)], vec![45], vec![Some(s(0, 60))]),
            ("contents end", vec![s(1, 2), s(5, 6), s(9, 10)], vec![(0, 100); 3], vec![0, 3], vec![Some(s(0, 7)), Some(s(4, 11))]),
            ("overlapping figures take the direct way", vec![s(1, 9), s(2, 3)], vec![(0, 100); 2], vec![0], vec![Some(s(0, 5))]),
        ];
        for (name, figures, windows, starts, carries) in cases {
            assert_eq!(carriers(figures, windows, starts, carries), direct(figures, windows, starts, carries), "{name}");
        }
    }
}
