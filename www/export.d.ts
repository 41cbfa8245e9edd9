// Type declarations for export.js: the page's exports, usable on their own.
import type { Result } from './sourcelight.js';

/** The result as pretty JSON: { tool, version, offsets: 'utf-16', text, result }. */
export function toJSON(result: Result, text: string, meta?: { version?: string }): string;
/** One RFC 4180 CSV field; a spreadsheet formula gets a leading apostrophe. */
export function csvField(value: unknown): string;
/** The CSV's header, in column order. */
export const CSV_COLUMNS: readonly string[];
/** Quotes and figures with their sources, one row each: BOM, CRLF line ends. */
export function toCSV(result: Result, text: string): string;
/** A plain-text sourcing summary to paste into a CMS note. */
export function toSummary(result: Result, text: string, meta?: { version?: string }): string;
/** Downloads a string through a Blob URL; returns the file name. */
export function download(doc: Document, name: string, type: string, body: string): string;
