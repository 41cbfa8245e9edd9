//! `Seq<T>`: a vector whose `v[i]` shares one panic location.
//!
//! Why: every `v[i]` on a vector or slice that the compiler cannot prove in
//! range carries its own panic location, a 16-byte record (file path, line,
//! column) in the WASM's data and a distinct constant in the code, one per
//! indexing site. The per-word tables the rules read at hundreds of sites
//! (`doc.words[i]`, `cx.sent[k]`, `cx.quoted[k]`) are `Seq`s: their
//! indexing is inlined as before (same instructions natively) but all of it
//! points at the one location in [`at`] and [`at_mut`]. Everything else
//! (`len`, `iter`, `get`, ranges) is the slice's, through `Deref`.

use std::ops::{Deref, DerefMut, Index, IndexMut};

/// A vector indexed like a slice, with one panic location for all `v[i]`
/// (see the module docs).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Seq<T>(Vec<T>);

impl<T> Seq<T> {
    /// The items of `v`, in its order.
    pub fn new(v: Vec<T>) -> Self {
        Seq(v)
    }

    /// Appends `item`.
    pub fn push(&mut self, item: T) {
        self.0.push(item);
    }
}

impl<T> From<Seq<T>> for Vec<T> {
    fn from(s: Seq<T>) -> Self {
        s.0
    }
}

impl<T> From<Vec<T>> for Seq<T> {
    fn from(v: Vec<T>) -> Self {
        Seq(v)
    }
}

impl<T> Deref for Seq<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<T> DerefMut for Seq<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.0
    }
}

impl<T> Index<usize> for Seq<T> {
    type Output = T;

    /// Item `i`; panics when out of range, as a slice does.
    #[inline]
    fn index(&self, i: usize) -> &T {
        at(&self.0, i)
    }
}

impl<T> IndexMut<usize> for Seq<T> {
    /// Item `i`; panics when out of range, as a slice does.
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut T {
        at_mut(&mut self.0, i)
    }
}

impl<'a, T> IntoIterator for &'a Seq<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T> IntoIterator for Seq<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// A borrowed slice indexed as a [`Seq`] is: for a function's slice
/// arguments read at many sites (`let cues = View(cues);` at its top).
#[derive(Debug)]
pub struct View<'a, T>(pub &'a [T]);

impl<T> Clone for View<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for View<'_, T> {}

impl<'a, T> Deref for View<'a, T> {
    type Target = [T];

    fn deref(&self) -> &'a [T] {
        self.0
    }
}

impl<T> Index<usize> for View<'_, T> {
    type Output = T;

    /// Item `i`; panics when out of range, as a slice does.
    #[inline]
    fn index(&self, i: usize) -> &T {
        at(self.0, i)
    }
}

impl<'a, T> IntoIterator for View<'a, T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// Ranges index a [`Seq`] or [`View`] as they do a slice, panicking through
/// [`out_of_range`] too (a slice's range check passes both ends, the length
/// and a location at every site).
macro_rules! range_index {
    ($($range:ty),*) => {$(
        impl<T> Index<$range> for Seq<T> {
            type Output = [T];

            #[inline]
            fn index(&self, r: $range) -> &[T] {
                match self.0.get(r) {
                    Some(items) => items,
                    None => out_of_range(),
                }
            }
        }

        impl<T> Index<$range> for View<'_, T> {
            type Output = [T];

            #[inline]
            fn index(&self, r: $range) -> &[T] {
                match self.0.get(r) {
                    Some(items) => items,
                    None => out_of_range(),
                }
            }
        }
    )*};
}

range_index!(std::ops::Range<usize>, std::ops::RangeTo<usize>, std::ops::RangeFrom<usize>, std::ops::RangeInclusive<usize>, std::ops::RangeToInclusive<usize>, std::ops::RangeFull);

/// `items[i]`, panicking through [`out_of_range`] when `i` is past the end:
/// for a slice read at a site or two, where a [`View`] is not worth it.
///
/// Why not `&items[i]`: a slice's bounds check passes the index, the length
/// and a location to core's `panic_bounds_check` at every inlined site
/// (about 220 in the WASM, 8 bytes of arguments each); the call here takes
/// none. The path taken in range is the same.
#[inline]
pub fn at<T>(items: &[T], i: usize) -> &T {
    match items.get(i) {
        Some(item) => item,
        None => out_of_range(),
    }
}

/// `&mut items[i]`, for the same reason as [`at`].
#[inline]
pub fn at_mut<T>(items: &mut [T], i: usize) -> &mut T {
    match items.get_mut(i) {
        Some(item) => item,
        None => out_of_range(),
    }
}

/// `&items[range]`, panicking through [`out_of_range`] as [`at`] does.
#[inline]
pub fn part<T, R: core::slice::SliceIndex<[T], Output = [T]>>(items: &[T], range: R) -> &[T] {
    match items.get(range) {
        Some(part) => part,
        None => out_of_range(),
    }
}

/// `f` of each of `items`, in order: `items.iter().map(f).collect()`.
///
/// Why a loop: in the WASM each `map(..).collect()` into a `Vec` is three
/// functions of its own (the collect, `extend_trusted` and the map's
/// `fold`, about 330 bytes); this is one, with the loop's `push` inlined.
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn mapped<T, U>(items: &[T], mut f: impl FnMut(&T) -> U) -> Vec<U> {
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        out.push(f(item));
    }
    out
}

/// `f` of each of `items` with its index, in order:
/// `items.iter().enumerate().map(..).collect()` (see [`mapped`]).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn mapped_at<T, U>(items: &[T], mut f: impl FnMut(usize, &T) -> U) -> Vec<U> {
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        out.push(f(i, item));
    }
    out
}

/// The `Some` answers of `f` on each of `items` with its index, in order:
/// `items.iter().enumerate().filter_map(..).collect()`.
///
/// Why a loop: the same as [`mapped`] (a filtered collect goes through
/// `extend_desugared`, one more copy a site).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn kept_at<T, U>(items: &[T], mut f: impl FnMut(usize, &T) -> Option<U>) -> Vec<U> {
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        if let Some(x) = f(i, item) {
            out.push(x);
        }
    }
    out
}

/// `n` copies of `x`: `vec![x; n]`.
///
/// Why: in the WASM each element type's `vec![x; n]` (not all zero bytes)
/// is three functions (`from_elem`, its specialisation and
/// `extend_with`); this loop is one. Natively it is `vec!` itself.
#[cfg(target_arch = "wasm32")]
#[inline(never)]
pub fn filled<T: Clone>(x: T, n: usize) -> Vec<T> {
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        out.push(x.clone());
    }
    out
}

/// `n` copies of `x`: `vec![x; n]` (see the WASM build's version).
#[cfg(not(target_arch = "wasm32"))]
#[inline]
pub fn filled<T: Clone>(x: T, n: usize) -> Vec<T> {
    vec![x; n]
}

/// Whether `f` accepts any of `range`: `range.any(f)` (for `a..=b`, pass
/// `a..b + 1`).
///
/// Why a loop: in the WASM a range's `any` or `all` that LLVM leaves out
/// of line is a function of its own with the closure inlined into it (an
/// inclusive range's the larger, for its end flag); this loop inlines
/// into the caller.
#[inline]
pub fn any_in(range: std::ops::Range<usize>, mut f: impl FnMut(usize) -> bool) -> bool {
    for i in range {
        if f(i) {
            return true;
        }
    }
    false
}

/// Whether `f` accepts all of `range`: `range.all(f)` (see [`any_in`]).
#[inline]
pub fn all_in(range: std::ops::Range<usize>, mut f: impl FnMut(usize) -> bool) -> bool {
    !any_in(range, |i| !f(i))
}

/// The last of `range` that `f` accepts: `range.rev().find(f)`.
///
/// Why a loop: in the WASM each `.rev().find(..)`, `.rev().take_while(..)`
/// or `.rev().find_map(..)` was a `Rev::try_fold` function of its own with
/// the closure inlined into it (12 of them, about 0.9 KB gzipped); these
/// loops inline into the caller.
#[inline]
pub fn last_in(range: std::ops::Range<usize>, mut f: impl FnMut(usize) -> bool) -> Option<usize> {
    let mut i = range.end;
    while i > range.start {
        i -= 1;
        if f(i) {
            return Some(i);
        }
    }
    None
}

/// The last of `range` that `f` accepts, looking down only while `go`
/// holds: `range.rev().take_while(go).find(f)` (see [`last_in`]).
#[inline]
pub fn last_in_while(range: std::ops::Range<usize>, mut go: impl FnMut(usize) -> bool, mut f: impl FnMut(usize) -> bool) -> Option<usize> {
    let mut i = range.end;
    while i > range.start {
        i -= 1;
        if !go(i) {
            return None;
        }
        if f(i) {
            return Some(i);
        }
    }
    None
}

/// The last `Some` answer of `f` on `range`: `range.rev().find_map(f)`
/// (see [`last_in`]).
#[inline]
pub fn last_some<U>(range: std::ops::Range<usize>, mut f: impl FnMut(usize) -> Option<U>) -> Option<U> {
    let mut i = range.end;
    while i > range.start {
        i -= 1;
        if let Some(x) = f(i) {
            return Some(x);
        }
    }
    None
}

/// The last of `items` that `f` accepts: `items.iter().rev().find(f)`
/// (see [`last_in`]).
#[inline]
pub fn last_of<T>(items: &[T], mut f: impl FnMut(&T) -> bool) -> Option<&T> {
    for item in items.iter().rev() {
        if f(item) {
            return Some(item);
        }
    }
    None
}

/// The last of `items` that `f` accepts, looking back only while `go`
/// holds: `items.iter().rev().take_while(go).find(f)` (see [`last_in`]).
#[inline]
pub fn last_of_while<T>(items: &[T], mut go: impl FnMut(&T) -> bool, mut f: impl FnMut(&T) -> bool) -> Option<&T> {
    for item in items.iter().rev() {
        if !go(item) {
            return None;
        }
        if f(item) {
            return Some(item);
        }
    }
    None
}

/// The one panic of every `v[i]` on a [`Seq`] or [`View`] out of range.
#[cold]
#[inline(never)]
fn out_of_range() -> ! {
    panic!("index out of range")
}

#[cfg(test)]
mod tests {
    use super::Seq;

    #[test]
    fn indexes_as_the_vector_does() {
        let mut s = Seq::new(vec![3, 5, 8]);
        s[1] += 1;
        assert_eq!((s[0], s[1], s[2], s.len()), (3, 6, 8, 3));
        assert_eq!(s.get(3), None);
        assert_eq!((&s[1..], &s[..1], &s[0..1], &s[1..=2]), (&[6, 8][..], &[3][..], &[3][..], &[6, 8][..]));
        assert_eq!((&s).into_iter().sum::<i32>(), 17);
        let v = super::View(&s[..]);
        assert_eq!((v[0], v[2], v.len()), (3, 8, 3));
        assert_eq!(Vec::from(s), vec![3, 6, 8]);
    }

    #[test]
    fn any_in_and_all_in_test_as_a_range_does() {
        let v = [3, 1, 4, 1, 5];
        for (lo, hi) in [(0, 5), (1, 2), (2, 2), (3, 1), (0, 0)] {
            let odd = |i: usize| v[i] % 2 == 1;
            assert_eq!(super::any_in(lo..hi, odd), (lo..hi).any(odd), "{lo}..{hi}");
            assert_eq!(super::all_in(lo..hi, odd), (lo..hi).all(odd), "{lo}..{hi}");
            if hi > 0 {
                assert_eq!(super::all_in(lo..hi, odd), (lo..=hi - 1).all(odd), "{lo}..={}", hi - 1);
            }
        }
    }

    #[test]
    fn last_in_and_last_of_search_as_rev_find_does() {
        let v = [3, 1, 4, 1, 5, 9, 2, 6];
        let odd = |i: usize| v[i] % 2 == 1;
        for (lo, hi) in [(0, 8), (2, 6), (3, 3), (5, 8), (0, 0)] {
            assert_eq!(super::last_in(lo..hi, odd), (lo..hi).rev().find(|&i| odd(i)));
            let go = |i: usize| v[i] < 9;
            assert_eq!(super::last_in_while(lo..hi, go, odd), (lo..hi).rev().take_while(|&i| go(i)).find(|&i| odd(i)));
            let half = |i: usize| (v[i] % 2 == 0).then_some(v[i] / 2);
            assert_eq!(super::last_some(lo..hi, half), (lo..hi).rev().find_map(half));
            let items = &v[lo..hi];
            assert_eq!(super::last_of(items, |&x| x < 3), items.iter().rev().find(|&&x| x < 3));
            assert_eq!(super::last_of_while(items, |&x| x != 9, |&x| x == 1), items.iter().rev().take_while(|&&x| x != 9).find(|&&x| x == 1));
        }
    }

    #[test]
    #[should_panic]
    fn panics_past_the_end_as_the_vector_does() {
        let s = Seq::new(vec![1]);
        let _ = s[1];
    }

    #[test]
    #[should_panic]
    fn panics_on_a_range_past_the_end_as_the_vector_does() {
        let s = Seq::new(vec![1, 2]);
        let _ = &s[1..3];
    }

    #[test]
    fn at_and_part_read_as_slice_indexing_does() {
        let v = [4, 7, 9];
        assert_eq!((*super::at(&v, 2), super::part(&v, 1..), super::part(&v, ..=0)), (9, &v[1..], &v[..=0]));
    }

    #[test]
    #[should_panic]
    fn part_panics_on_a_range_past_the_end() {
        let _ = super::part(&[1, 2], 2..4);
    }

    #[test]
    #[should_panic]
    fn a_view_panics_past_the_end_too() {
        let v = vec![1];
        let _ = super::View(&v[..])[1];
    }

    #[test]
    fn mapped_and_kept_are_map_filter_and_collect() {
        let v = [3, 1, 4, 1, 5];
        assert_eq!(super::mapped(&v, |x| x * 2), v.iter().map(|x| x * 2).collect::<Vec<_>>());
        assert_eq!(super::mapped_at(&v, |i, x| i + x), v.iter().enumerate().map(|(i, x)| i + x).collect::<Vec<_>>());
        let mut seen = 0;
        assert_eq!(super::mapped(&v, |&x| { seen = seen.max(x); seen }), [3, 3, 4, 4, 5]);
        assert!(super::mapped(&[] as &[u8], |&x| x).is_empty());
        assert_eq!(super::filled(Some(2), 3), vec![Some(2); 3]);
        assert!(super::filled(vec![1], 0).is_empty());
        let odd_at = super::kept_at(&v, |i, &x| (x % 2 == 1).then_some((i, x)));
        assert_eq!(odd_at, v.iter().copied().enumerate().filter(|&(_, x)| x % 2 == 1).collect::<Vec<_>>());
    }
}
