// Type declarations for sourcelight.js, the embeddable browser API.

/** A span of the text: UTF-16 code units (JS string indices), end exclusive. */
export interface Span { start: number; end: number; }

export type FigureKind =
  | 'count' | 'percent' | 'money' | 'measure' | 'duration' | 'range'
  | 'approximate' | 'fraction' | 'ordinal' | 'date' | 'time' | 'other';

export type FlagKind =
  | 'quote-without-speaker' | 'figure-without-source' | 'anonymous-source'
  | 'vague-attribution' | 'unclosed-quote' | 'single-source';

export interface Quote extends Span {
  /** Index into `sources`, or null when nobody is named. */
  speaker: number | null;
  /** The mention of the speaker the link rests on. */
  via: Span | null;
  /** Index into `attributions` of the cue that carries the quote. */
  attribution?: number | null;
  /** A short quote that names or distances ("so-called"). */
  scare: boolean;
  /** The quotation goes on in the next paragraph. */
  continues: boolean;
  /** The opening mark is never closed. */
  unclosed: boolean;
}

export interface Figure extends Span {
  kind: FigureKind;
  /** The quantity without its modifiers: "70%" in "more than 70%". */
  quantity: Span;
  /** 70 for "70%", 4200000 for "$4.2 million", or null. */
  value: number | null;
  /** Whoever the figure comes from, or null for the article's own voice. */
  source: number | null;
  via: Span | null;
}

export interface Attribution extends Span {
  source: number | null;
  via: Span | null;
  /** What is attributed: one span, or the list of its parts in text order
   * when the cue and its source split it (`"A," she said, "B."`); null when
   * none. */
  content: Span | Span[] | null;
  /** Every part of what is attributed, in text order, always a list (one
   * part or more); empty when none. */
  content_parts: Span[];
  /** The source is vague or missing ("critics say"). */
  vague: boolean;
}

export interface Source {
  /** A readable name: the fullest mention. */
  name: string;
  mentions: Span[];
  type: 'person' | 'organisation' | 'media' | 'group' | 'unknown';
  anonymous: boolean;
}

export interface Flag extends Span {
  kind: FlagKind;
  message: string;
}

/** The annotation result: the same object the CLI prints as JSON. */
export interface Result {
  quotes: Quote[];
  figures: Figure[];
  attributions: Attribution[];
  sources: Source[];
  flags: Flag[];
  /** Length of the text in UTF-16 code units. */
  length: number;
}

/** What can be highlighted; flags are drawn as underlines. */
export type Kind = 'quote' | 'figure' | 'attribution' | 'source' | 'flag';

export const KINDS: readonly Kind[];

/** A tagger: the WebAssembly core, or a stand-in. */
export interface Core {
  /** The result, or (for the worker core) a promise of it. */
  annotate(text: string): Result | Promise<Result>;
  version: string;
  /** Tags off the main thread and answers in the order asked (the worker
   * core does): a long paste is then tagged around the caret first and
   * painted there before the whole article is done. */
  async?: boolean;
  /** Ends the core (the worker core terminates its worker). */
  close?(): void;
}

/** One highlighted span, with a live DOM range that follows edits. */
export interface Item extends Span {
  kind: Kind;
  /** Index into the result's array for this kind (mentions: within the source);
   * -1 for a span from an instant re-tagging (a keystroke's paragraph, a paste's
   * view), until the whole tagging. */
  index: number;
  /** Source index, if any. */
  source: number | null;
  data: Quote | Figure | Attribution | Span | Flag;
  /** Flags on exactly this span. */
  flags: Flag[];
  range: Range;
}

/** An editor with its own model (ProseMirror, CodeMirror, …): sourcelight tags
 * getText() and paints toRange(start, end). root is watched for re-renders:
 * the same text again gets its ranges rebuilt, new text is tagged. */
export interface Adapter {
  root: HTMLElement;
  getText(): string;
  /** A DOM range over [start, end) of getText(), UTF-16 offsets. */
  toRange(start: number, end: number): Range;
  /** Selects a span the editor's own way (default: a DOM selection of toRange). */
  select?(start: number, end: number): void;
}

export interface AttachOptions {
  /** Highlight colours: the page's ('auto', default) or fixed light or dark. */
  theme?: 'auto' | 'light' | 'dark';
  /** For an editor with its own model; the target argument is then ignored (pass null). */
  adapter?: Adapter;
  /** Milliseconds of quiet typing before re-tagging (default 150). */
  debounce?: number;
  /** Which kinds to paint (all by default). */
  kinds?: Partial<Record<Kind, boolean>>;
  /** Show a card on hover and at the caret (default true). */
  card?: boolean;
  /** Add sourcelight.css to the document if missing (default true). */
  styles?: boolean;
  /** A core to use instead of loading the WebAssembly one. */
  core?: Core | Promise<Core>;
  /** Tag in a Web Worker (default: wherever workers exist). */
  worker?: boolean;
  /** On a keystroke in a textarea or contenteditable, re-tag the edited paragraph
   * at once and paint its spans in the same frame, before the debounced tagging
   * of the whole article refines them; on a paste, the paragraphs it leaves in
   * view, before the whole article is tagged (default true). */
  instant?: boolean;
}

/** Where one tagging's time went, in ms; `at` is when it started (performance.now()). */
export interface Timing {
  at: number;
  /** Reading the host's text. */
  read: number;
  /** The core, with the trip to the worker and back. */
  core: number;
  /** Building the DOM ranges. */
  build: number;
  /** Registering them as highlights. */
  paint: number;
  /** A long result painted over nothing is painted in two frames, first around
   * the caret: from `at` to the first frame's highlights registered. */
  first?: number;
}

export interface ResultDetail { result: Result; text: string; counts: Record<Kind, number>; timing: Timing; }
export interface ErrorDetail { error: unknown; message: string; recovered?: boolean; }
export interface ReadyDetail { version: string; }
/** A keystroke's stretch [start, end) re-tagged and painted at once: spans added
 * and removed, the text's length, and the ms from the edit to the spans registered. */
export interface InstantDetail { start: number; end: number; added: number; removed: number; length: number; ms: number; }

export interface Controller {
  /** Resolves true once the core is loaded, false if it failed (an 'error' event says why).
   * The first result follows asynchronously: listen for 'result' or await refresh(). */
  readonly ready: Promise<boolean>;
  /** The latest result, or null. */
  result(): Result | null;
  /** The highlighted spans of the latest result, in text order. */
  items(): Item[];
  /** Tags the current text now; resolves to the result, or null if the core is not
   * ready, tagging failed, or the text changed meanwhile (a new tagging follows). */
  refresh(): Promise<Result | null>;
  /** Counts per kind in the latest result ('source' counts sources, not mentions). */
  counts(): Record<Kind, number>;
  on(event: 'ready', fn: (detail: ReadyDetail) => void): () => void;
  on(event: 'result', fn: (detail: ResultDetail) => void): () => void;
  on(event: 'error', fn: (detail: ErrorDetail) => void): () => void;
  /** After a keystroke, once the edited paragraph's new spans are painted. */
  on(event: 'instant', fn: (detail: InstantDetail) => void): () => void;
  /** After select(): the span selected, and its item when it had one. */
  on(event: 'select', fn: (detail: { start: number; end: number; item: Item | null }) => void): () => void;
  /** Shows or hides one kind. */
  setKind(kind: Kind, on: boolean): void;
  /** Stresses one source's mentions, quotes, figures and cues; null for none. */
  emphasise(source: number | null): void;
  /** Selects a span in the editor and scrolls it into view; a number is an index into items(). */
  select(what: number | Item | Span): void;
  /** Selects the next (or previous) item of a kind (default 'flag') after the
   * selection, wrapping around; returns it, or null when there is none.
   * 'any' walks every kind that is shown (see setKind) except flags. */
  next(options?: { kind?: Kind | 'any'; backwards?: boolean }): Item | null;
  /** Removes every highlight, listener and the mirror; the text stays as it is. */
  detach(): void;
}

/** Attaches to a textarea or contenteditable element (or a selector for one). */
export function attach(target: HTMLTextAreaElement | HTMLElement | string | null, options?: AttachOptions): Controller;

/** An adapter over any element's text, editable or not (its text nodes, a
 * newline at each <br> and block): for a region made of several editables,
 * such as the blocks of a block editor, tagged as one text. */
export function textAdapter(root: HTMLElement): Adapter;

/** Loads (once) the WebAssembly core. */
export function loadCore(options?: { wasmUrl?: string | URL; worker?: boolean }): Promise<Core>;

/** Tags one text without attaching to anything. */
export function annotate(text: string): Promise<Result>;

/** The rows of the hover card for one item. `says`: the text an
 * attribution attributes (its content parts joined), shown as its Content row. */
export function describe(item: Item, result: Result, says?: string): [string, string][];

/** How many quotes, figures and attributions rest on source i. */
export function sourceCounts(result: Result, i: number): { quotes: number; figures: number; attributions: number };

// ------------------------------------------------- <source-light> (element.js)

/** Detail of `sourcelight-select`: a source pressed in the panel (source null when un-pressed)… */
export interface SelectSourceDetail { kind: 'source'; source: number | null; name: string | null; }
/** …or a flag chosen, whose words are now selected in the editor. */
export interface SelectFlagDetail { kind: 'flag'; flag: Flag; start: number; end: number; }
export type SelectDetail = SelectSourceDetail | SelectFlagDetail;

/**
 * `<source-light for="editor-id" kinds="quote figure" theme="auto|light|dark"
 * debounce="150" worker="false" card="false">`, defined by element.js.
 * Attaches to the element with that id and renders its panel (counts, sources,
 * flags) in a Shadow DOM. Its events bubble and are composed.
 */
export declare class SourceLightElement extends HTMLElement {
  static observedAttributes: string[];
  /** The controller of the attached editor, or null. */
  readonly controller: Controller | null;
  /** The element it is attached to, or null. */
  readonly target: HTMLElement | null;
  /** For an editor with its own model: takes over from for=. */
  adapter: Adapter | null;
}

declare global {
  interface HTMLElementTagNameMap { 'source-light': SourceLightElement; }
  interface HTMLElementEventMap {
    'sourcelight-result': CustomEvent<ResultDetail>;
    'sourcelight-select': CustomEvent<SelectDetail>;
    'sourcelight-error': CustomEvent<{ message: string }>;
  }
}
