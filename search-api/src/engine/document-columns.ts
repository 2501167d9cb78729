import type { SearchDocument, SearchDocumentPrices } from '@spielraum/schema';
import { NO_VALUE, toColumnValue, withLength } from './columns';
import { StringColumn } from './string-column';

/**
 * The per-document figures that sorting and hit cards need and that no numeric index holds,
 * one typed array per figure (slug and title as UTF-8 in byte pools). Internal document numbers
 * index every column.
 */
export class DocumentColumns {
  productId = new Int32Array(0);
  createdAt = new Float64Array(0);
  dealerCount = new Int32Array(0);
  coverImageId = new Int32Array(0);
  realDiscount = new Uint8Array(0);
  realDiscountPercent = new Int32Array(0);
  readonly slug = new StringColumn();
  readonly title = new StringColumn();

  write(doc: number, document: SearchDocument): void {
    this.grow(doc + 1);
    this.productId[doc] = document.id;
    this.createdAt[doc] = Date.parse(document.createdAt) || 0;
    this.coverImageId[doc] = toColumnValue(document.coverImageId);
    this.slug.set(doc, document.slug);
    this.title.set(doc, document.title);
    this.writePrices(doc, document);
  }

  /** The price figures of an indexed document (`write` has grown the columns to hold it). */
  writePrices(
    doc: number,
    prices: Pick<SearchDocumentPrices, 'dealerCount' | 'realDiscount' | 'realDiscountPercent'>,
  ): void {
    this.dealerCount[doc] = prices.dealerCount;
    this.realDiscount[doc] = prices.realDiscount ? 1 : 0;
    this.realDiscountPercent[doc] = toColumnValue(prices.realDiscountPercent);
  }

  /** Forgets the strings of a deleted document (the numbers are overwritten on reuse). */
  clear(doc: number): void {
    this.slug.clear(doc);
    this.title.clear(doc);
  }

  memoryBytes(): number {
    return (
      this.slug.memoryBytes() +
      this.title.memoryBytes() +
      this.productId.byteLength +
      this.createdAt.byteLength +
      this.dealerCount.byteLength +
      this.coverImageId.byteLength +
      this.realDiscount.byteLength +
      this.realDiscountPercent.byteLength
    );
  }

  private grow(length: number): void {
    this.productId = withLength(this.productId, length);
    this.createdAt = withLength(this.createdAt, length);
    this.dealerCount = withLength(this.dealerCount, length);
    this.coverImageId = withLength(this.coverImageId, length, NO_VALUE);
    this.realDiscount = withLength(this.realDiscount, length);
    this.realDiscountPercent = withLength(this.realDiscountPercent, length, NO_VALUE);
  }
}
