//! Review flags: what an editor reviewing sourcing should look at.

use crate::result::{Annotations, Flag, FlagKind};
use crate::segment::Doc;

/// The flags of one result (byte offsets), in text order.
pub fn review(doc: &Doc, result: &Annotations) -> Vec<Flag> {
    let _ = doc;
    let mut flags = Vec::new();
    for q in &result.quotes {
        if q.unclosed {
            flags.push(Flag {
                kind: FlagKind::UnclosedQuote,
                start: q.start,
                end: q.start + 1,
                message: "This quote mark is never closed.".into(),
            });
        }
        if q.speaker.is_none() && !q.scare {
            flags.push(Flag {
                kind: FlagKind::QuoteWithoutSpeaker,
                start: q.start,
                end: q.end,
                message: "Nobody is named as the speaker of this quote.".into(),
            });
        }
    }
    for f in &result.figures {
        if f.source.is_none() && f.kind.is_claim() {
            flags.push(Flag {
                kind: FlagKind::FigureWithoutSource,
                start: f.start,
                end: f.end,
                message: "This figure has no source.".into(),
            });
        }
    }
    for a in &result.attributions {
        if a.vague {
            flags.push(Flag {
                kind: FlagKind::VagueAttribution,
                start: a.start,
                end: a.end,
                message: "This attribution names no source.".into(),
            });
        }
    }
    for s in &result.sources {
        if s.anonymous {
            if let Some(m) = s.mentions.first() {
                flags.push(Flag {
                    kind: FlagKind::AnonymousSource,
                    start: m.start,
                    end: m.end,
                    message: format!("Anonymous source: {}.", s.name),
                });
            }
        }
    }
    flags.sort_by_key(|f| (f.start, f.end));
    flags
}
