//! The annotation result: the contract of `../shared/eval/README.md`.
//!
//! The CLI prints it as JSON and the JavaScript API returns the same object.
//! The compact JSON is written by `src/json.rs`; the `Serialize` derives
//! serve Rust callers and the CLI's `--pretty`.
//! Offsets here are byte offsets while the pipeline builds the result;
//! [`Annotations::into_utf16`] converts every one of them to UTF-16 code
//! units before the result leaves the core. Fields may be added; the ones
//! the contract names are never removed or renamed.

use crate::offsets::Utf16Mapper;
use serde::Serialize;

/// A range of the text: bytes inside the core, UTF-16 code units outside.
/// End exclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize)]
pub struct Range {
    /// First position.
    pub start: usize,
    /// One past the last position.
    pub end: usize,
}

impl From<crate::Span> for Range {
    fn from(s: crate::Span) -> Self {
        Range { start: s.start, end: s.end }
    }
}

/// One quoted stretch, marks included.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Quote {
    /// Opening mark.
    pub start: usize,
    /// One past the closing mark (or past the paragraph's last character when
    /// the quote is left open).
    pub end: usize,
    /// Index into [`Annotations::sources`], or `None` when nobody is named.
    pub speaker: Option<usize>,
    /// The mention of the speaker the link rests on.
    pub via: Option<Range>,
    /// The attribution (index into [`Annotations::attributions`]) that
    /// carries the quote, when one does.
    pub attribution: Option<usize>,
    /// A short quote of one to three words that names or distances rather
    /// than reports ("so-called", titles): the page shows these quieter.
    pub scare: bool,
    /// The quote continues into the next paragraph (this paragraph reopens
    /// a quotation without closing it).
    pub continues: bool,
    /// The opening mark is never closed; the quote was ended at its
    /// paragraph.
    pub unclosed: bool,
}

/// The kind of a stated quantity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FigureKind {
    /// A plain count: "4,062", "Thirty-eight".
    Count,
    /// A percentage: "70%", "12 percent", "5 percentage points".
    Percent,
    /// An amount of money: "$4.2 million", "€30".
    Money,
    /// A measured quantity with a unit: "5 miles", "4.5 magnitude".
    Measure,
    /// A length of time: "112 days", "a 30-year history".
    Duration,
    /// A range: "between 10 and 15", "10-15%".
    Range,
    /// A vague quantity: "hundreds", "dozens of".
    Approximate,
    /// A fraction: "a third", "two-thirds", "3/4".
    Fraction,
    /// An ordinal: "third", "21st".
    Ordinal,
    /// A date: "Sept. 11", "2016", "October 5".
    Date,
    /// A clock time: "10:30 a.m.".
    Time,
    /// A person's age: "45-year-old", "Jane Doe, 45,".
    Age,
    /// Anything else numeric.
    Other,
}

impl FigureKind {
    /// Dates, times, ordinals and ages are tagged but are not sourcing
    /// claims.
    pub fn is_claim(self) -> bool {
        !matches!(self, FigureKind::Date | FigureKind::Time | FigureKind::Ordinal | FigureKind::Age)
    }
}

/// One stated quantity.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Figure {
    /// Start of the modifier or number.
    pub start: usize,
    /// End of the number, unit or scale.
    pub end: usize,
    /// The quantity without its modifiers ("70%" in "more than 70%"); the
    /// same as `start`/`end` when there is none.
    pub quantity: Range,
    /// What kind of quantity.
    pub kind: FigureKind,
    /// The normalised value, or `None` for ranges, vague words and numbers
    /// that do not fit.
    pub value: Option<f64>,
    /// Index into [`Annotations::sources`] of whoever the figure comes from,
    /// or `None` when the text states it in its own voice.
    pub source: Option<usize>,
    /// The mention of that source the link rests on.
    pub via: Option<Range>,
}

/// One cue of reported speech or thought with its source and content.
///
/// Serialized by hand (below and in `src/json.rs`) because the contract's
/// `content` is derived from [`Attribution::content_parts`].
#[derive(Debug, Clone, PartialEq)]
pub struct Attribution {
    /// Start of the cue ("said", "according to").
    pub start: usize,
    /// End of the cue.
    pub end: usize,
    /// Index into [`Annotations::sources`], or `None` where no source is
    /// named ("it was reported").
    pub source: Option<usize>,
    /// The mention of the source nearest to the cue.
    pub via: Option<Range>,
    /// Every part of what is attributed, in text order: one span, or the
    /// parts the cue and its source split it into (`"A," she said, "B."`
    /// has two; so has "The plan, the mayor said, will pass"). Empty when
    /// there is no content.
    pub content_parts: Vec<Range>,
    /// The source is vague or missing ("critics say", "were reported").
    pub vague: bool,
}

impl Attribution {
    /// The contract's `content`: `None`, the one span, or every part of a
    /// split content. PolNeAR annotates content as a list of spans (the
    /// words of the frame in between are not content), and the scorer
    /// reads a list; one part stays the single span the contract shows.
    pub fn content(&self) -> Content<'_> {
        match self.content_parts.as_slice() {
            [] => Content::Span(None),
            [one] => Content::Span(Some(*one)),
            parts => Content::Parts(parts),
        }
    }
}

/// What an attribution's `content` is in JSON: null, one span, or a list
/// of spans when the content is split.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Content<'a> {
    /// No content, or one unbroken span.
    Span(Option<Range>),
    /// Two or more parts in text order.
    Parts(&'a [Range]),
}

impl Serialize for Attribution {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut out = s.serialize_struct("Attribution", 7)?;
        out.serialize_field("start", &self.start)?;
        out.serialize_field("end", &self.end)?;
        out.serialize_field("source", &self.source)?;
        out.serialize_field("via", &self.via)?;
        out.serialize_field("content", &self.content())?;
        out.serialize_field("content_parts", &self.content_parts)?;
        out.serialize_field("vague", &self.vague)?;
        out.end()
    }
}

/// What sort of source a registry entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SourceType {
    /// A named or described person.
    Person,
    /// A company, agency, party, government body.
    Organisation,
    /// A report, newspaper, statement, broadcaster.
    Media,
    /// A collective: "officials", "critics", "fighters".
    Group,
    /// Nothing in the text tells.
    Unknown,
}

/// One source, once per article, with every mention of it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Source {
    /// A readable name: the fullest mention.
    pub name: String,
    /// Every mention, in text order.
    pub mentions: Vec<Range>,
    /// What sort of source it is.
    #[serde(rename = "type")]
    pub kind: SourceType,
    /// Unnamed: "a senior official", "sources familiar with the matter".
    pub anonymous: bool,
}

/// The kind of a review flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FlagKind {
    /// A quote whose speaker the text does not name.
    QuoteWithoutSpeaker,
    /// A figure stated with no source.
    FigureWithoutSource,
    /// A source with no name.
    AnonymousSource,
    /// An attribution to nobody in particular.
    VagueAttribution,
    /// A quote mark opened and never closed.
    UnclosedQuote,
    /// Most quotes and figures come from one source.
    SingleSource,
}

/// Something an editor should look at.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Flag {
    /// What kind of problem.
    pub kind: FlagKind,
    /// Where it is.
    pub start: usize,
    /// End of where it is.
    pub end: usize,
    /// A short message for the editor.
    pub message: String,
}

/// The whole annotation of one article.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Annotations {
    /// Quoted stretches, in text order.
    pub quotes: Vec<Quote>,
    /// Stated quantities, in text order.
    pub figures: Vec<Figure>,
    /// Cues of reported speech, in text order.
    pub attributions: Vec<Attribution>,
    /// The source registry; `speaker` and `source` fields index into it.
    pub sources: Vec<Source>,
    /// Review flags, in text order.
    pub flags: Vec<Flag>,
    /// Length of the text in UTF-16 code units (after conversion).
    pub length: usize,
}

/// What `to_json_pretty` returns in the impossible case that serde_json
/// refuses the result: valid JSON that says so, instead of a panic.
const UNWRITABLE: &str = r#"{"error":"the result could not be written as JSON"}"#;

impl Annotations {
    /// Converts every offset from bytes of `text` to UTF-16 code units.
    ///
    /// Called once, by [`crate::annotate`]; the result must not be converted
    /// twice.
    pub fn into_utf16(mut self, text: &str) -> Self {
        let map = Utf16Mapper::new(text);
        let to16 = |o: &mut usize| *o = map.map(*o);
        let range = |r: &mut Range| {
            to16(&mut r.start);
            to16(&mut r.end);
        };
        for q in &mut self.quotes {
            to16(&mut q.start);
            to16(&mut q.end);
            q.via.as_mut().map(range);
        }
        for f in &mut self.figures {
            to16(&mut f.start);
            to16(&mut f.end);
            range(&mut f.quantity);
            f.via.as_mut().map(range);
        }
        for a in &mut self.attributions {
            to16(&mut a.start);
            to16(&mut a.end);
            a.via.as_mut().map(range);
            a.content_parts.iter_mut().for_each(range);
        }
        for s in &mut self.sources {
            s.mentions.iter_mut().for_each(range);
        }
        for f in &mut self.flags {
            to16(&mut f.start);
            to16(&mut f.end);
        }
        self.length = map.map(text.len());
        self
    }

    /// The result as indented JSON, for people.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|_| UNWRITABLE.to_string())
    }
}
