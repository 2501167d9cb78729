import { MAX_RECORD_CHARS } from './values';

/** One line of a JSON Lines feed; `tooLong` lines keep only their beginning in `text`. */
export interface TextLine {
  /** 1-based line number. */
  line: number;
  text: string;
  tooLong: boolean;
}

/**
 * Splits decoded text into lines (LF or CRLF) without ever holding more than MAX_RECORD_CHARS
 * of one line: the rest of a longer line is skipped and the line comes out marked `tooLong`.
 */
export async function* splitLines(
  text: AsyncIterable<string>,
  maxChars = MAX_RECORD_CHARS,
): AsyncGenerator<TextLine> {
  let line = 1;
  let current = '';
  let tooLong = false;

  function finish(): TextLine {
    const result = { line, text: current.endsWith('\r') ? current.slice(0, -1) : current, tooLong };
    line++;
    current = '';
    tooLong = false;
    return result;
  }

  function append(part: string): void {
    if (tooLong) return;
    if (current.length + part.length > maxChars) {
      current += part.slice(0, Math.max(0, maxChars - current.length));
      tooLong = true;
    } else {
      current += part;
    }
  }

  for await (const piece of text) {
    let start = 0;
    for (let end = piece.indexOf('\n'); end !== -1; end = piece.indexOf('\n', start)) {
      append(piece.slice(start, end));
      yield finish();
      start = end + 1;
    }
    append(piece.slice(start));
  }
  if (current !== '' || tooLong) yield finish();
}
