//! Review flags: what an editor reviewing sourcing should look at.
//!
//! Each flag has a span, a kind and a short message:
//!
//! - a quote nobody is named as saying (scare quotes and titles aside);
//! - a figure given with no source (dates, times and ordinals aside, and
//!   counts inside a source's own mention: "three people familiar with …"),
//!   whose message names the source the sentence before cites for its
//!   figures, when it does (a data paragraph running on);
//! - an anonymous source ("a senior official"), at its first mention;
//! - a vague attribution: a cue with no source ("it was reported") or with
//!   an unnamed collective as source ("critics say");
//! - an article leaning on one source: more than [`SINGLE_SOURCE_SHARE`] of
//!   its sourced quotes and figures from one source, once there are at
//!   least [`SINGLE_SOURCE_MIN`] of them;
//! - a quote mark opened and never closed.

use crate::bytes::Trim as _;
use crate::bytes::SameIc as _;
use crate::result::{Annotations, Flag, FlagKind, SourceType};
use crate::segment::Doc;

/// Share of sourced quotes and figures above which one source dominates.
pub const SINGLE_SOURCE_SHARE: f64 = 0.6;

/// Fewest sourced quotes and figures before the share means anything.
pub const SINGLE_SOURCE_MIN: usize = 5;

/// The flags of one result (byte offsets), in text order.
pub fn review(doc: &Doc, result: &Annotations) -> Vec<Flag> {
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
    let named_in = MentionCover::new(result);
    for f in &result.figures {
        // "three people familiar with the talks": a count inside the
        // source's own mention describes the source, it is no claim.
        if f.source.is_none() && f.kind.is_claim() && !named_in.covers(f.start, f.end) {
            // Room for the longest message: `String::from` gave the
            // first part's length, and every message grew at once.
            let mut message = String::with_capacity(96);
            crate::bytes::put(&mut message, "This figure has no source");
            if let Some(name) = sourced_just_before(doc, result, f.start) {
                crate::bytes::put(&mut message, " of its own; the sentence before cites ");
                crate::bytes::put(&mut message, name);
            }
            crate::bytes::put(&mut message, ".");
            push(FlagKind::FigureWithoutSource, f.start, f.end, message);
        }
    }
    for a in &result.attributions {
        let unnamed_group = a.source.and_then(|s| result.sources.get(s)).is_some_and(|s| s.anonymous && s.kind == SourceType::Group);
        // "Asked whether he would vote for it, he said …": a question is
        // no claim, and whoever asked it needs no naming.
        let cue = doc.text.as_bytes().get(a.start..a.end).unwrap_or_default();
        let question = [&b"asked"[..], b"questioned", b"pressed", b"quizzed"].iter().any(|w| cue.get(..w.len()).is_some_and(|p| p.same_ic(w)));
        match a.source.and_then(|s| result.sources.get(s)) {
            None if question => {}
            None => push(FlagKind::VagueAttribution, a.start, a.end, "This attribution names no source.".into()),
            Some(_) if unnamed_group => push(FlagKind::VagueAttribution, a.start, a.end, "This attribution is to an unnamed group.".into()),
            Some(s) if a.vague => push(FlagKind::VagueAttribution, a.start, a.end, crate::bytes::concat(&["This attribution rests on a vague source: ", &vague_label(doc, a.via, &s.name), "."])),
            Some(_) => {}
        }
    }
    for s in &result.sources {
        if s.anonymous {
            if let Some(m) = s.mentions.first() {
                push(FlagKind::AnonymousSource, m.start, m.end, crate::bytes::concat(&["Anonymous source: ", &s.name, "."]));
            }
        }
    }
    if let Some((s, share)) = dominant(result) {
        if let Some(m) = crate::seq::at(&result.sources, s).mentions.first() {
            // An integer, so that no float formatting code ships in the WASM.
            // Written without format!, which links core::fmt's machinery.
            let pct = (share * 100.0).round() as u32;
            let mut message = String::new();
            crate::bytes::push_uint(&mut message, u64::from(pct));
            crate::bytes::put(&mut message, "% of sourced quotes and figures come from ");
            crate::bytes::put(&mut message, &result.sources[s].name);
            crate::bytes::put(&mut message, ".");
            push(FlagKind::SingleSource, m.start, m.end, message);
        }
    }
    crate::order::sort_by_key(&mut flags, |f| crate::order::pair(f.start, f.end));
    flags
}

/// The source of the last sourced figure in the sentence before `pos`, if
/// any. Data paragraphs run on ("… rose to 7.8 million, according to
/// figures published by the agency. About 390,000 had waited a year."):
/// the figures after the cited ones are in the writer's voice, so they stay
/// unsourced, but the flag says where the sentence before got its figures,
/// which is what the editor checks next.
fn sourced_just_before<'r>(doc: &Doc, result: &'r Annotations, pos: usize) -> Option<&'r str> {
    let here = doc.sentence_at(pos)?;
    let before = here.checked_sub(1)?;
    // (Figures from `pos` on are passed over, as a filter would.)
    let fig = crate::seq::last_of_while(&result.figures, |g| g.start >= pos || doc.sentence_at(g.start).is_some_and(|s| s >= before), |g| g.start < pos && g.source.is_some() && doc.sentence_at(g.start) == Some(before))?;
    result.sources.get(fig.source?).map(|s| s.name.as_str())
}

/// How a vague source reads in its flag: the mention at the cue when it
/// names the registry's source and says more ("Many Democrats", whose
/// registry entry is the party's members: "many" is what is vague), else
/// the registry's name (a pronoun mention says less).
fn vague_label<'a>(doc: &'a Doc, via: Option<crate::result::Range>, name: &'a str) -> &'a str {
    let mention = via.map(|v| crate::bytes::trim_end_of(crate::bytes::slice(doc.text, v.start..v.end).trim_space(), &[',', ';', ':'])).unwrap_or_default();
    // Through `bytes::contains`: `str::contains` with a `&str` links core's
    // two-way searcher (about 3 KB of wasm), used nowhere else.
    if mention.len() > name.len() && crate::bytes::contains(mention, name) {
        mention
    } else {
        name
    }
}

/// Every source mention's span, to ask whether a figure lies inside one.
struct MentionCover {
    /// Mention starts, ascending.
    starts: Vec<usize>,
    /// The furthest end of the mentions up to each position.
    reach: Vec<usize>,
}

impl MentionCover {
    fn new(result: &Annotations) -> Self {
        // An attribution's `via` keeps the apposition the registry's
        // mention leaves out: "an economist who has studied subsidies for
        // two decades" describes the source as well.
        let mentions = result.sources.iter().map(|s| s.mentions.len()).sum::<usize>();
        let mut spans: Vec<(usize, usize)> = Vec::with_capacity(mentions + result.attributions.len());
        for s in &result.sources {
            for m in &s.mentions {
                spans.push((m.start, m.end));
            }
        }
        for a in &result.attributions {
            if let Some(v) = a.via {
                spans.push((v.start, v.end));
            }
        }
        crate::order::sort_by_key(&mut spans, |&(a, b)| crate::order::pair(a, b));
        let mut furthest = 0;
        let reach = crate::seq::mapped(&spans, |&(_, e)| {
            furthest = furthest.max(e);
            furthest
        })
        .into();
        MentionCover { starts: crate::seq::mapped(&spans, |&(s, _)| s).into(), reach }
    }

    /// Does some mention hold all of `start..end`? (Binary search: an
    /// archive of figures and mentions stays linear-ish.)
    fn covers(&self, start: usize, end: usize) -> bool {
        let k = self.starts.partition_point(|&s| s <= start);
        k > 0 && *crate::seq::at(&self.reach, k - 1) >= end
    }
}

/// The source behind more than [`SINGLE_SOURCE_SHARE`] of the sourced
/// quotes and figures, with its share.
fn dominant(result: &Annotations) -> Option<(usize, f64)> {
    let mut counts = vec![0usize; result.sources.len()];
    let mut total = 0;
    // Plain loops: in the WASM the chained, filtered and flattened
    // iterators and `max_by_key` were functions of their own.
    let mut count = |s: Option<usize>| {
        if let Some(c) = s.and_then(|s| counts.get_mut(s)) {
            *c += 1;
            total += 1;
        }
    };
    for q in &result.quotes {
        if !q.scare {
            count(q.speaker);
        }
    }
    for f in &result.figures {
        if f.kind.is_claim() {
            count(f.source);
        }
    }
    if total < SINGLE_SOURCE_MIN {
        return None;
    }
    // The most cited (the last of equal counts, as `max_by_key`).
    let mut best: Option<(usize, usize)> = None;
    for (s, &n) in counts.iter().enumerate() {
        if best.is_none_or(|(_, m)| n >= m) {
            best = Some((s, n));
        }
    }
    let (s, n) = best?;
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
    fn a_vague_source_is_named_in_the_message() {
        let r = crate::annotate("Some analysts were skeptical of the plan.");
        let vague: Vec<&str> = r.flags.iter().filter(|f| f.kind == FlagKind::VagueAttribution).map(|f| f.message.as_str()).collect();
        assert!(!vague.is_empty() && vague.iter().all(|m| !m.contains("names no source")), "{vague:?}");
    }

    #[test]
    fn a_vague_part_of_a_named_group_reads_as_its_mention() {
        // The registry files "Many Democrats" under the party's members;
        // the flag must say what is vague: "many" of them, not all.
        let r = crate::annotate("Many Democrats say the merger will fail.");
        let vague: Vec<&str> = r.flags.iter().filter(|f| f.kind == FlagKind::VagueAttribution).map(|f| f.message.as_str()).collect();
        assert!(vague.iter().any(|m| m.contains("Many Democrats")), "{vague:?}");
    }

    #[test]
    fn a_count_inside_the_source_mention_is_no_unsourced_figure() {
        let got = kinds("The deal collapsed, according to three people familiar with the talks.");
        assert!(got.iter().all(|(k, _)| *k != FlagKind::FigureWithoutSource), "{got:?}");
        let got = kinds("\"Fares will rise,\" said Jo Li, an economist who has studied transit for two decades.");
        assert!(got.iter().all(|(k, _)| *k != FlagKind::FigureWithoutSource), "a figure in the apposition of a source: {got:?}");
        let got = kinds("Three people were hurt in the crash.");
        assert!(got.iter().any(|(k, s)| *k == FlagKind::FigureWithoutSource && s == "Three"), "{got:?}");
    }

    #[test]
    fn a_figure_after_sourced_figures_names_their_source_in_its_flag() {
        // A data paragraph runs on from a cited sentence: the later figure
        // is still unsourced, and the flag points at the cited source.
        let flag = |text: &str| {
            let r = crate::annotate(text);
            let units: Vec<u16> = text.encode_utf16().collect();
            r.flags.iter().filter(|f| f.kind == FlagKind::FigureWithoutSource).map(|f| (String::from_utf16_lossy(&units[f.start..f.end]), f.message.clone())).collect::<Vec<_>>()
        };
        let got = flag("Fares rose 4% in May, according to data from the Ames Transit Board. About 900 routes were cut.");
        assert_eq!(got, [("About 900".to_string(), "This figure has no source of its own; the sentence before cites Ames Transit Board.".to_string())]);
        // Two sentences on, the plain message.
        let got = flag("Fares rose 4% in May, according to data from the Ames Transit Board. The board met. About 900 routes were cut.");
        assert_eq!(got, [("About 900".to_string(), "This figure has no source.".to_string())]);
    }

    #[test]
    fn one_flag_per_problem() {
        for (name, text, kind, span) in CASES {
            let got = kinds(text);
            assert!(got.iter().any(|(k, s)| k == kind && s == span), "{name}: {got:?}");
        }
    }

    #[test]
    fn a_question_put_by_nobody_named_is_no_vague_attribution() {
        let got = kinds("Asked whether she would run again, Jo Li said she had not decided.");
        assert!(got.iter().all(|(k, _)| *k != FlagKind::VagueAttribution), "{got:?}");
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
