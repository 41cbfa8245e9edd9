//! Linking: each quote and figure to the attribution that carries it, and so
//! to a source in the registry.

mod carrier;
pub mod speaker;

use crate::attribution;
use crate::figure;
use crate::quote;
use crate::result::{Annotations, Attribution, Figure, Quote, Range, Source};
use crate::segment::Doc;
use crate::seq::Seq;
use crate::source::Registry;

/// Builds the result (byte offsets) from the detectors' findings.
pub fn link(
    doc: &Doc,
    quotes: &[quote::Found],
    figures: &[figure::Found],
    cues: &[attribution::Found],
    registry: &Registry,
) -> Annotations {
    let attributions: Vec<Attribution> = crate::seq::mapped_at(cues, |i, c| {
            let src = registry.cue_source(i);
            Attribution {
                start: c.cue.start,
                end: c.cue.end,
                source: src.map(|s| s.1),
                via: src.map(|s| Range::from(s.0)),
                content_parts: content_parts([c.lead, c.content, c.continuation]),
                // A source found next to the cue after all is not vague;
                // a vague word ("critics") the attribution stage saw stays.
                vague: if c.source.is_none() { src.is_none() } else { c.vague },
            }
        });
    let links = Seq::new(speaker::assign(doc, quotes, cues, registry));
    // (`links` has one entry a quote.)
    let out_quotes: Vec<Quote> = crate::seq::mapped_at(quotes, |i, q| {
        let l = links.get(i).copied().flatten();
        Quote {
            start: q.span.start,
            end: q.span.end,
            speaker: l.map(|l| l.entry),
            via: l.map(|l| Range::from(l.via)),
            attribution: l.and_then(|l| l.cue),
            scare: q.scare,
            continues: q.continues,
            unclosed: q.unclosed,
        }
    });
    // A figure inside a quote is the speaker's; else it belongs to the
    // attribution whose content holds it, the narrowest first. Contents lie
    // near their cues: look one paragraph either side.
    let windows: Vec<(usize, usize)> = crate::seq::mapped(figures, |f| {
        let pi = doc.paragraph_at(f.span.start).unwrap_or(0);
        let from = doc.paragraphs.get(pi.saturating_sub(1)).map_or(0, |p| p.start);
        let to = doc.paragraphs.get(pi + 1).or(doc.paragraphs.get(pi)).map_or(usize::MAX, |p| p.end);
        (from, to)
    });
    let spans: Vec<_> = crate::seq::mapped(figures, |f| f.span);
    // A content with a part before its cue ("Fares will rise 4%, the
    // board said Tuesday, a blow to commuters") carries from that part's
    // start: the figures before the cue are the source's too. A second part
    // after the cue ("Fares rose, the board said, while wages fell 2%")
    // carries as a content of its own, for the same cue (`owner`).
    let mut cue_starts = Vec::with_capacity(cues.len());
    let mut carries = Vec::with_capacity(cues.len());
    let mut owner = Seq::new(Vec::with_capacity(cues.len()));
    for (i, c) in cues.iter().enumerate() {
        let sourced = registry.cue_source(i).is_some();
        cue_starts.push(c.cue.start);
        carries.push(c.content.map(|m| c.lead.map_or(m, |l| l.cover(m))).filter(|_| sourced));
        owner.push(i);
        if let Some(k) = c.continuation.filter(|_| sourced) {
            cue_starts.push(c.cue.start);
            carries.push(Some(k));
            owner.push(i);
        }
    }
    let carried_by = carrier::carriers(&spans, &windows, &cue_starts, &carries);
    // (`carried_by` has one entry a figure.)
    let out_figures = crate::seq::mapped_at(figures, |i, f| {
            let by = carried_by.get(i).copied().flatten();
            let qi = quotes.partition_point(|q| q.span.end < f.span.end);
            let in_quote = quotes.get(qi).filter(|q| q.span.contains(f.span)).and_then(|_| links[qi]);
            let carrier = in_quote.map(|l| (l.via, l.entry)).or_else(|| by.and_then(|j| registry.cue_source(owner[j])));
            Figure {
                start: f.span.start,
                end: f.span.end,
                quantity: Range::from(f.quantity),
                kind: f.kind,
                value: f.value,
                source: carrier.map(|c| c.1),
                via: carrier.map(|c| Range::from(c.0)),
            }
        });
    let mut out = Annotations { quotes: out_quotes, figures: out_figures, attributions, sources: Vec::new(), flags: Vec::new(), length: 0 };
    out.sources = cited_sources(&mut out, registry);
    out
}

/// The registry entries some quote, figure or attribution cites, in order,
/// with every index renumbered to match: the registry also holds
/// candidates the linking did not need.
fn cited_sources(out: &mut Annotations, registry: &Registry) -> Vec<Source> {
    let n = registry.entries.len();
    let mut used = Seq::new(vec![false; n]);
    let refs = out
        .quotes
        .iter()
        .map(|q| q.speaker)
        .chain(out.figures.iter().map(|f| f.source))
        .chain(out.attributions.iter().map(|a| a.source));
    for i in refs.flatten() {
        if i < n {
            used[i] = true;
        }
    }
    let mut remap = Seq::new(crate::seq::filled(None, n));
    let mut sources = Vec::new();
    for (i, e) in registry.entries.iter().enumerate() {
        if used[i] {
            remap[i] = Some(sources.len());
            sources.push(Source {
                name: e.name.clone(),
                mentions: crate::seq::mapped(&e.mentions, |&m| Range::from(m)),
                kind: e.kind,
                anonymous: e.anonymous,
            });
        }
    }
    let fix = |s: &mut Option<usize>| *s = s.and_then(|i| remap.get(i).copied().flatten());
    out.quotes.iter_mut().for_each(|q| fix(&mut q.speaker));
    out.figures.iter_mut().for_each(|f| fix(&mut f.source));
    out.attributions.iter_mut().for_each(|a| fix(&mut a.source));
    sources
}

/// The parts of an attribution's content that are there, in order.
///
/// Why a loop: a `chain` of three `Option`s collected is four functions in
/// the WASM (the collect, `extend_trusted` and two `fold`s, ~900 bytes).
fn content_parts(parts: [Option<crate::Span>; 3]) -> Vec<Range> {
    // Sized before the pushes: one allocation of the right size, no
    // `grow_one` (most attributions have a content part).
    let mut out = Vec::with_capacity(parts.iter().flatten().count());
    for part in parts.into_iter().flatten() {
        out.push(Range::from(part));
    }
    out
}
