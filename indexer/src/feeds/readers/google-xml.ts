import sax from 'sax';
import { GOOGLE_OFFER_ATTRIBUTES } from '@spielraum/schema/feeds';
import { FeedReadError, type OfferRow, type ParsedRow } from '../types';
import { decodeFeed } from './decode';
import { validateGoogleOffer, type GoogleOfferFields, type ShippingQuote } from './offer-row-schema';
import { MAX_RAW_CHARS, MAX_RECORD_CHARS } from './values';
import { readableSku, rowError } from './zod-fields';

/**
 * Reads a Google-Merchant XML feed: RSS 2.0 `<item>`s or Atom `<entry>`s with the attributes in
 * the `g:` namespace (`title` and `link` may also be plain RSS/Atom elements; `g:` wins). Several
 * `<g:shipping>` elements are allowed; the cheapest one for country DE counts.
 *
 * Built on sax in strict, namespace-aware mode, fed in pieces of at most 64 KB: sax hands long text
 * on in pieces too, so memory stays flat. An item with more than MAX_RECORD_CHARS of text is a row
 * error. XML that is not well-formed (also: truncated, unknown entities, an unbound `g:` prefix)
 * or whose root is not `<rss>`/`<feed>` throws FeedReadError with the line; rows yielded before
 * that are to be discarded by the caller.
 */
export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

/** Deeper nesting than this is not a product feed (and would grow sax's tag stack). */
const MAX_DEPTH = 64;

type TextAttribute = Exclude<keyof GoogleOfferFields, 'shipping'>;
const TEXT_ATTRIBUTES = new Set<string>(GOOGLE_OFFER_ATTRIBUTES.filter((name) => name !== 'shipping'));

interface Capture {
  /** Where the text goes: a Google attribute, or a part of the shipping entry being read. */
  target:
    { kind: 'field'; name: TextAttribute; google: boolean } | { kind: 'shipping'; part: 'country' | 'price' };
  depth: number;
  text: string;
}

interface ItemState {
  line: number;
  depth: number;
  /** Offset of the item's `<` in the whole text, and the beginning of its source text. */
  start: number;
  raw: string;
  chars: number;
  tooLong: boolean;
  fields: Partial<Record<TextAttribute, string>>;
  /** Attributes that came from the `g:` namespace (they win over plain RSS/Atom elements). */
  fromGoogle: Set<string>;
  shipping: ShippingQuote[];
  shippingEntry: ShippingQuote | null;
  capture: Capture | null;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/\.$/, '');
}

export async function* readGoogleXml(input: NodeJS.ReadableStream): AsyncGenerator<ParsedRow<OfferRow>> {
  const parser = sax.parser(true, { xmlns: true, position: true, trim: false, normalize: false });
  const ready: Array<ParsedRow<OfferRow>> = [];
  const open: string[] = [];
  let failure: FeedReadError | null = null;
  let sawRoot = false;
  let item: ItemState | null = null;
  /** The piece being parsed, its offset in the whole text, and the end of the previous piece. */
  let piece = '';
  let pieceOffset = 0;
  let previousTail = '';

  const line = (): number => parser.line + 1;
  const fail = (message: string): void => {
    failure ??= new FeedReadError(message, line());
  };

  /** Source text from `start` on, as far as the current piece goes (for RowError.raw). */
  function sourceFrom(start: number): string {
    const fromPiece = start - pieceOffset;
    if (fromPiece >= 0) return piece.slice(fromPiece, fromPiece + MAX_RAW_CHARS);
    const fromTail = previousTail.length + fromPiece;
    if (fromTail < 0) return '';
    return (previousTail.slice(fromTail) + piece).slice(0, MAX_RAW_CHARS);
  }

  function addText(text: string): void {
    if (!item || item.tooLong) return;
    item.chars += text.length;
    if (item.chars > MAX_RECORD_CHARS) {
      item.tooLong = true;
      item.capture = null;
      return;
    }
    if (item.capture) item.capture.text += text;
  }

  function startCapture(current: ItemState, tag: sax.QualifiedTag, depth: number): void {
    const isGoogle = tag.uri === GOOGLE_NAMESPACE;
    const isPlain = tag.uri === '' || tag.uri === ATOM_NAMESPACE;
    if (depth === current.depth + 1) {
      if (isGoogle && tag.local === 'shipping') {
        current.shippingEntry = { country: '', price: '' };
      } else if (isGoogle && TEXT_ATTRIBUTES.has(tag.local)) {
        current.capture = {
          target: { kind: 'field', name: tag.local as TextAttribute, google: true },
          depth,
          text: '',
        };
      } else if (isPlain && (tag.local === 'title' || tag.local === 'link')) {
        const href = tag.attributes.href?.value;
        const rel = tag.attributes.rel?.value ?? 'alternate';
        if (tag.local === 'link' && href !== undefined) {
          if (rel === 'alternate') storeField(current, 'link', href, false);
        } else {
          current.capture = { target: { kind: 'field', name: tag.local, google: false }, depth, text: '' };
        }
      }
    } else if (
      depth === current.depth + 2 &&
      current.shippingEntry &&
      isGoogle &&
      (tag.local === 'country' || tag.local === 'price')
    ) {
      current.capture = { target: { kind: 'shipping', part: tag.local }, depth, text: '' };
    }
  }

  function storeField(current: ItemState, name: TextAttribute, text: string, google: boolean): void {
    const known = current.fields[name] !== undefined;
    if (!known || (google && !current.fromGoogle.has(name))) {
      current.fields[name] = text;
      if (google) current.fromGoogle.add(name);
    }
  }

  function finishItem(current: ItemState, end: number): void {
    const raw = current.raw.slice(0, Math.max(0, end - current.start));
    if (current.tooLong) {
      ready.push({
        ok: false,
        // the id is read when it came before the text that made the item too long
        error: rowError(
          current.line,
          `record: item longer than ${MAX_RECORD_CHARS} characters`,
          raw,
          readableSku(current.fields.id),
        ),
      });
      return;
    }
    const fields: GoogleOfferFields = { ...current.fields };
    if (current.shipping.length > 0) fields.shipping = current.shipping;
    ready.push(validateGoogleOffer(current.line, fields, () => raw));
  }

  parser.onerror = (error) => fail(`not well-formed XML at line ${line()}: ${firstLine(error.message)}`);

  parser.onopentag = (node) => {
    const tag = node as sax.QualifiedTag;
    open.push(tag.name);
    const depth = open.length;
    if (depth > MAX_DEPTH) return fail(`line ${line()}: elements nested deeper than ${MAX_DEPTH}`);
    if (depth === 1 && sawRoot)
      return fail(`not well-formed XML at line ${line()}: a second root element <${tag.name}>`);
    if (!sawRoot) {
      sawRoot = true;
      if (tag.local !== 'rss' && tag.local !== 'feed')
        fail(`not a Google-Merchant feed: the root element is <${tag.name}>, expected <rss> or <feed>`);
      return;
    }
    if (item) {
      if (!item.tooLong && !item.capture) startCapture(item, tag, depth);
      return;
    }
    const isItem =
      (tag.local === 'item' && tag.uri === '') ||
      (tag.local === 'entry' && (tag.uri === ATOM_NAMESPACE || tag.uri === ''));
    if (isItem) {
      const start = parser.startTagPosition - 1;
      item = {
        line: line(),
        depth,
        start,
        raw: sourceFrom(start),
        chars: 0,
        tooLong: false,
        fields: {},
        fromGoogle: new Set(),
        shipping: [],
        shippingEntry: null,
        capture: null,
      };
    }
  };

  parser.ontext = addText;
  parser.oncdata = addText;

  parser.onclosetag = () => {
    const depth = open.length;
    open.pop();
    if (!item) return;
    const current = item;
    if (current.capture && current.capture.depth === depth) {
      const { target, text } = current.capture;
      if (target.kind === 'field') storeField(current, target.name, text, target.google);
      else if (current.shippingEntry) current.shippingEntry[target.part] = text;
      current.capture = null;
    } else if (depth === current.depth + 1 && current.shippingEntry) {
      current.shipping.push(current.shippingEntry);
      current.shippingEntry = null;
    } else if (depth === current.depth) {
      item = null;
      finishItem(current, parser.position);
    }
  };

  for await (const text of decodeFeed(input, 'xml')) {
    previousTail = piece.slice(-MAX_RAW_CHARS);
    pieceOffset += piece.length;
    piece = text;
    const current = item as ItemState | null;
    if (current && current.raw.length < MAX_RAW_CHARS)
      current.raw += piece.slice(0, MAX_RAW_CHARS - current.raw.length);
    parser.write(piece);
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  // sax starts over after close(): take the last line first
  const lastLine = line();
  parser.close();
  if (failure) {
    if (open.length > 0)
      throw new FeedReadError(
        `truncated XML: the file ends at line ${lastLine} inside <${open.at(-1)}>`,
        lastLine,
      );
    throw failure;
  }
  if (!sawRoot) throw new FeedReadError('not a Google-Merchant feed: no root element', lastLine);
  yield* ready.splice(0);
}
