//! Review flags: what an editor reviewing sourcing should look at.
//!
//! Each flag has a span, a kind and a short message:
//!
//! - a quote nobody is named as saying (scare quotes and titles aside);
//! - a figure given with no source (dates, times and ordinals aside);
//! - an anonymous source ("a senior official"), at its first mention;
//! - a vague attribution: a cue with no source ("it was reported") or with
//!   an unnamed collective as source ("critics say");
//! - an article leaning on one source: more than [`SINGLE_SOURCE_SHARE`] of
//!   its sourced quotes and figures from one source, once there are at
//!   least [`SINGLE_SOURCE_MIN`] of them;
//! - a quote mark opened and never closed.

use crate::result::{Annotations, Flag, FlagKind, SourceType};
use crate::segment::Doc;

/// Share of sourced quotes and figures above which one source dominates.
pub const SINGLE_SOURCE_SHARE: f64 = 0.6;

/// Fewest sourced quotes and figures before the share means anything.
pub const SINGLE_SOURCE_MIN: usize = 5;

/// The flags of one result (byte offsets), in text order.
pub fn review(doc: &Doc, result: &Annotations) -> Vec<Flag> {
    let _ = doc;
    let mut flags = Vec::new();
    let mut push = |kind, start, end, message: String| flags.push(Flag { kind, start, end, message });
    for q in &result.quotes {
        if q.unclosed {
            push(FlagKind::UnclosedQuote, q.start, q.start + 1, "This quote mark is never closed.".into());
        }
        if q.speaker.is_none() && !q.scare {
            push(FlagKind::QuoteWithoutSpeaker, q.start, q.end, "Nobody is named as the speaker of this quote.".into());
        }
    }
    for f in &result.figures {
        if f.source.is_none() && f.kind.is_claim() {
            push(FlagKind::FigureWithoutSource, f.start, f.end, "This figure has no source.".into());
        }
    }
    for a in &result.attributions {
        let unnamed_group = a.source.and_then(|s| result.sources.get(s)).is_some_and(|s| s.anonymous && s.kind == SourceType::Group);
        if a.vague || a.source.is_none() {
            push(FlagKind::VagueAttribution, a.start, a.end, "This attribution names no source.".into());
        } else if unnamed_group {
            push(FlagKind::VagueAttribution, a.start, a.end, "This attribution is to an unnamed group.".into());
        }
    }
    for s in &result.sources {
        if s.anonymous {
            if let Some(m) = s.mentions.first() {
                push(FlagKind::AnonymousSource, m.start, m.end, format!("Anonymous source: {}.", s.name));
            }
        }
    }
    if let Some((s, share)) = dominant(result) {
        if let Some(m) = result.sources[s].mentions.first() {
            // An integer, so that no float formatting code ships in the WASM.
            let pct = (share * 100.0).round() as u32;
            push(FlagKind::SingleSource, m.start, m.end, format!("{pct}% of sourced quotes and figures come from {}.", result.sources[s].name));
        }
    }
    crate::order::sort_by_key(&mut flags, |f| crate::order::pair(f.start, f.end));
    flags
}

/// The source behind more than [`SINGLE_SOURCE_SHARE`] of the sourced
/// quotes and figures, with its share.
fn dominant(result: &Annotations) -> Option<(usize, f64)> {
    let mut counts = vec![0usize; result.sources.len()];
    let cited = result.quotes.iter().filter(|q| !q.scare).map(|q| q.speaker).chain(result.figures.iter().filter(|f| f.kind.is_claim()).map(|f| f.source));
    let mut total = 0;
    for s in cited.flatten() {
        if let Some(c) = counts.get_mut(s) {
            *c += 1;
            total += 1;
        }
    }
    if total < SINGLE_SOURCE_MIN {
        return None;
    }
    let (s, &n) = counts.iter().enumerate().max_by_key(|(_, &n)| n)?;
    let share = n as f64 / total as f64;
    (share > SINGLE_SOURCE_SHARE).then_some((s, share))
}

#[cfg(test)]
mod tests {
    use crate::result::FlagKind;

    fn kinds(text: &str) -> Vec<(FlagKind, String)> {
        let r = crate::annotate(text);
        let units: Vec<u16> = text.encode_utf16().collect();
        r.flags.iter().map(|f| (f.kind, String::from_utf16_lossy(&units[f.start..f.end]))).collect()
    }

    /// (convention, text, expected flag, flagged text)
    const CASES: &[(&str, &str, FlagKind, &str)] = &[
        ("quote with no speaker", "The sign on the door read \"Closed until further notice, sorry.\"", FlagKind::QuoteWithoutSpeaker, "\"Closed until further notice, sorry.\""),
        ("figure with no source", "The bridge cost $4 million to build.", FlagKind::FigureWithoutSource, "$4 million"),
        ("anonymous source", "A senior official said the talks had stalled.", FlagKind::AnonymousSource, "A senior official"),
        ("passive attribution", "Several arrests were reported in the north.", FlagKind::VagueAttribution, "were reported"),
        ("unnamed collective", "Critics say the plan will fail.", FlagKind::VagueAttribution, "say"),
        ("unclosed quote", "She said \"we will never give up and walked out.", FlagKind::UnclosedQuote, "\""),
    ];

    #[test]
    fn one_flag_per_problem() {
        for (name, text, kind, span) in CASES {
            let got = kinds(text);
            assert!(got.iter().any(|(k, s)| k == kind && s == span), "{name}: {got:?}");
        }
    }

    #[test]
    fn a_named_source_is_not_flagged_anonymous() {
        let got = kinds("\"We will rebuild,\" said Jo Li, the mayor.");
        assert!(got.iter().all(|(k, _)| *k != FlagKind::AnonymousSource && *k != FlagKind::QuoteWithoutSpeaker), "{got:?}");
    }

    #[test]
    fn an_article_leaning_on_one_source() {
        let text = "\"One thing,\" Jo Li said.\n\"Two things here,\" Li said.\n\"Three more things,\" Li said.\n\"Four of them now,\" Li said.\n\"Fifth and last,\" Li said.\n\"A sixth thing,\" Max Roe said.";
        let got = kinds(text);
        assert!(got.iter().any(|(k, s)| *k == FlagKind::SingleSource && s == "Jo Li"), "{got:?}");
        let balanced = "\"One thing,\" Jo Li said.\n\"Two things here,\" Max Roe said.\n\"Three more things,\" Ann Poe said.\n\"Four of them now,\" Li said.\n\"Fifth and last,\" Roe said.";
        assert!(kinds(balanced).iter().all(|(k, _)| *k != FlagKind::SingleSource));
    }
}
