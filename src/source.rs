//! The source registry: every source once, with all its mentions.
//!
//! Mentions come from the attributions. A name joins an earlier entry when
//! it equals it or is its last word ("Trump" ↔ "Donald Trump"); a pronoun
//! joins the nearest earlier named entry.

use crate::attribution;
use crate::result::SourceType;
use crate::segment::Doc;
use crate::Span;

/// One source and its mentions (byte spans).
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The fullest name seen.
    pub name: String,
    /// Every mention, in text order.
    pub mentions: Vec<Span>,
    /// What sort of source.
    pub kind: SourceType,
    /// Unnamed.
    pub anonymous: bool,
}

/// The registry of one article.
#[derive(Debug, Default)]
pub struct Registry {
    /// The sources, in order of first mention.
    pub entries: Vec<Entry>,
}

const PRONOUNS: &[&str] = &["he", "she", "they", "it", "we", "i", "him", "her", "them"];

/// Is this mention a pronoun?
pub fn is_pronoun(word: &str) -> bool {
    PRONOUNS.iter().any(|p| p.eq_ignore_ascii_case(word))
}

impl Registry {
    /// Builds the registry from the attributions' source mentions.
    pub fn build(doc: &Doc, cues: &[attribution::Found]) -> Registry {
        let mut reg = Registry::default();
        let mut mentions: Vec<Span> = cues.iter().filter_map(|c| c.source).collect();
        mentions.sort();
        mentions.dedup();
        for m in mentions {
            let s = doc.slice(m);
            if is_pronoun(s) {
                if let Some(e) = reg.entries.iter_mut().rev().find(|e| !e.anonymous) {
                    e.mentions.push(m);
                    continue;
                }
            }
            let found = reg.entries.iter().position(|e| same_name(&e.name, s));
            match found {
                Some(i) => {
                    let e = &mut reg.entries[i];
                    e.mentions.push(m);
                    if s.len() > e.name.len() {
                        e.name = s.to_string();
                    }
                }
                None => reg.entries.push(Entry {
                    name: s.to_string(),
                    mentions: vec![m],
                    kind: SourceType::Unknown,
                    anonymous: is_pronoun(s),
                }),
            }
        }
        reg
    }

    /// The entry a mention belongs to.
    pub fn entry_of(&self, mention: Span) -> Option<usize> {
        self.entries.iter().position(|e| e.mentions.contains(&mention))
    }
}

fn same_name(a: &str, b: &str) -> bool {
    if a.eq_ignore_ascii_case(b) {
        return true;
    }
    let last = |s: &str| s.split_whitespace().last().map(str::to_ascii_lowercase);
    let (short, long) = if a.len() < b.len() { (a, b) } else { (b, a) };
    !short.contains(' ') && last(long) == Some(short.to_ascii_lowercase())
}
