//! Byte spans: the one position type inside the core.

use serde::Serialize;

/// A half-open byte range `[start, end)` into the article text.
///
/// Inside the core every position is a byte offset on a UTF-8 character
/// boundary; only [`crate::offsets`] turns them into UTF-16 code units, once,
/// when the result leaves the core.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize)]
pub struct Span {
    /// First byte of the span.
    pub start: usize,
    /// One past the last byte of the span.
    pub end: usize,
}

impl Span {
    /// A span from `start` to `end`; callers keep `start <= end`.
    pub const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// Length in bytes.
    pub const fn len(self) -> usize {
        self.end - self.start
    }

    /// True when the span covers no byte.
    pub const fn is_empty(self) -> bool {
        self.start >= self.end
    }

    /// True when `other` lies wholly inside `self`.
    pub const fn contains(self, other: Span) -> bool {
        self.start <= other.start && other.end <= self.end
    }

    /// True when the two spans share at least one byte.
    pub const fn overlaps(self, other: Span) -> bool {
        self.start < other.end && other.start < self.end
    }

    /// The text the span covers.
    pub fn text(self, text: &str) -> &str {
        crate::bytes::slice(text, self.start..self.end)
    }

    /// The smallest span covering both.
    pub fn cover(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}
