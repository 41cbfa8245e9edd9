//! Registry tests: one case per resolution rule.
use super::*;

fn registry(text: &str) -> (Vec<(String, Vec<String>, SourceType, bool)>, Doc<'_>) {
    let doc = Doc::new(text);
    let quotes = quote::find(&doc);
    let cues = attribution::find(&doc, &quotes);
    let reg = Registry::build(&doc, &cues, &quotes);
    let v = reg
        .entries
        .iter()
        .map(|e| (e.name.clone(), e.mentions.iter().map(|m| doc.slice(*m).to_string()).collect(), e.kind, e.anonymous))
        .collect();
    (v, doc)
}
