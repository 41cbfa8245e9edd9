//! The document as the registry reads it: the segmented text plus what the
//! source lexicons say about each word, looked up at most once per word.
//!
//! Why: building the registry reads the same words many times over: each
//! sentence's subject, the mention next to each cue, the names scanned from
//! the text and every mention read again when it joins an entity. Asking
//! the lexicons afresh at each reading was most of the registry's work (a
//! lowercased key and a dozen hash probes per question). Here a word's
//! [`Classes`] are read the first time a rule asks about it and kept for the
//! rest of the document; words no rule asks about cost nothing.

use super::lexicon::{Classes, NounClass};
use crate::segment::Doc;
use std::cell::Cell;
use std::ops::Deref;

/// A segmented document with its words' lexicon classes, filled in as the
/// rules ask. Derefs to the [`Doc`], so the mention rules read its words,
/// sentences and text as before.
pub struct Words<'d, 'a> {
    doc: &'d Doc<'a>,
    /// Word `i`'s classes once looked up; `None` before.
    classes: Vec<Cell<Option<Classes>>>,
}

impl<'d, 'a> Words<'d, 'a> {
    /// The document with no word looked up yet.
    pub fn new(doc: &'d Doc<'a>) -> Self {
        Words { doc, classes: crate::seq::filled(Cell::new(None), doc.words.len()) }
    }

    /// The text of word `i`.
    pub fn word(&self, i: usize) -> &'a str {
        self.doc.slice(self.doc.words[i])
    }

    /// The classes of word `i` (none past the end).
    pub fn classes(&self, i: usize) -> Classes {
        let Some(cell) = self.classes.get(i) else { return Classes::default() };
        if let Some(c) = cell.get() {
            return c;
        }
        let c = Classes::of(self.word(i));
        cell.set(Some(c));
        c
    }

    /// Word `i` is a title ([`super::lexicon::is_title`]).
    pub fn is_title(&self, i: usize) -> bool {
        self.classes(i).is(Classes::TITLE)
    }

    /// Word `i` is no name ([`super::lexicon::is_not_name`]).
    pub fn is_not_name(&self, i: usize) -> bool {
        self.classes(i).is(Classes::NOT_NAME)
    }

    /// Word `i` opens an unnamed mention ([`super::lexicon::is_indefinite`]).
    pub fn is_indefinite(&self, i: usize) -> bool {
        self.classes(i).is(Classes::INDEFINITE)
    }

    /// The noun class of word `i` ([`super::lexicon::noun_class`]).
    pub fn noun_class(&self, i: usize) -> Option<NounClass> {
        self.classes(i).noun_class()
    }
}

impl<'a> Deref for Words<'_, 'a> {
    type Target = Doc<'a>;

    fn deref(&self) -> &Doc<'a> {
        self.doc
    }
}
