//! Linking: each quote and figure to the attribution that carries it, and so
//! to a source in the registry.

use crate::attribution;
use crate::figure;
use crate::quote;
use crate::result::{Annotations, Attribution, Figure, Quote, Range, Source};
use crate::segment::Doc;
use crate::source::Registry;

/// Builds the result (byte offsets) from the detectors' findings.
pub fn link(
    doc: &Doc,
    quotes: &[quote::Found],
    figures: &[figure::Found],
    cues: &[attribution::Found],
    registry: &Registry,
) -> Annotations {
    let _ = doc;
    let attributions: Vec<Attribution> = cues
        .iter()
        .map(|c| Attribution {
            start: c.cue.start,
            end: c.cue.end,
            source: c.source.and_then(|m| registry.entry_of(m)),
            via: c.source.map(Range::from),
            content: c.content.map(Range::from),
            vague: c.vague,
        })
        .collect();
    let mut out_quotes: Vec<Quote> = Vec::with_capacity(quotes.len());
    for q in quotes {
        let carrier = attributions
            .iter()
            .position(|a| a.content.is_some_and(|c| c.start <= q.span.start && q.span.end <= c.end));
        let (mut speaker, mut via) = carrier.map_or((None, None), |i| (attributions[i].source, attributions[i].via));
        if speaker.is_none() && q.continued {
            if let Some(prev) = out_quotes.last() {
                speaker = prev.speaker;
                via = prev.via;
            }
        }
        out_quotes.push(Quote {
            start: q.span.start,
            end: q.span.end,
            speaker,
            via,
            attribution: carrier,
            scare: q.scare,
            continues: q.continues,
            unclosed: q.unclosed,
        });
    }
    // A quotation over several paragraphs takes the speaker named anywhere
    // in it: walk back so earlier paragraphs get the cue of the last one.
    for i in (0..out_quotes.len().saturating_sub(1)).rev() {
        if out_quotes[i].continues && out_quotes[i].speaker.is_none() {
            out_quotes[i].speaker = out_quotes[i + 1].speaker;
            out_quotes[i].via = out_quotes[i + 1].via;
        }
    }
    let out_figures = figures
        .iter()
        .map(|f| {
            let carrier = attributions
                .iter()
                .find(|a| a.source.is_some() && a.content.is_some_and(|c| c.start <= f.span.start && f.span.end <= c.end));
            Figure {
                start: f.span.start,
                end: f.span.end,
                kind: f.kind,
                value: f.value,
                source: carrier.and_then(|a| a.source),
                via: carrier.and_then(|a| a.via),
            }
        })
        .collect();
    let sources = registry
        .entries
        .iter()
        .map(|e| Source {
            name: e.name.clone(),
            mentions: e.mentions.iter().copied().map(Range::from).collect(),
            kind: e.kind,
            anonymous: e.anonymous,
        })
        .collect();
    Annotations { quotes: out_quotes, figures: out_figures, attributions, sources, flags: Vec::new(), length: 0 }
}
