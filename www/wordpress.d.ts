// Type declarations for wordpress.js: sourcelight in the WordPress block editor.

import type { AttachOptions, Controller, ReadyDetail, ResultDetail, ErrorDetail, Item } from './sourcelight.js';

/** The element holding the post's title and blocks (in the editor-canvas iframe
 * or the page), or null while the editor is not there. */
export function findPost(document?: Document): HTMLElement | null;

export interface BlockEditorOptions extends Omit<AttachOptions, 'adapter'> {
  /** The editor's page (default: this one). */
  document?: Document;
  /** Milliseconds between looks for the post, which the editor may replace (default 1000). */
  interval?: number;
}

export interface BlockEditorHandle {
  /** The controller of the post as it is now, or null. */
  controller(): Controller | null;
  /** Listeners carry over when the editor replaces its canvas. */
  on(event: 'ready', fn: (detail: ReadyDetail) => void): () => void;
  on(event: 'result', fn: (detail: ResultDetail) => void): () => void;
  on(event: 'error', fn: (detail: ErrorDetail) => void): () => void;
  on(event: 'select', fn: (detail: { start: number; end: number; item: Item | null }) => void): () => void;
  /** Stops following the editor and removes every highlight. */
  detach(): void;
}

/** Tags the whole post (title and text blocks as one article) and follows the editor. */
export function attachBlockEditor(options?: BlockEditorOptions): BlockEditorHandle;
