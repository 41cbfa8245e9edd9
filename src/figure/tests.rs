//! Table-driven tests of the figure grammar: each case names the form.

use super::*;
use FigureKind::*;

fn figs(text: &str) -> Vec<(String, FigureKind, Option<f64>)> {
    let doc = Doc::new(text);
    find(&doc).into_iter().map(|f| (doc.slice(f.span).to_string(), f.kind, f.value)).collect()
}

#[test]
fn smoke() {
    assert_eq!(figs("They counted 4,062 homes."), [("4,062".into(), Count, Some(4062.0))]);
}
