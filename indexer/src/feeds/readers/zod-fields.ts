import { z } from 'zod';
import { OFFER_FEED_LIMITS } from '@spielraum/schema/feeds';
import type { ParsedRow, RowError } from '../types';
import { cutRaw, encodingProblem, type Parsed } from './values';

/**
 * Building blocks for the row schemas: zod fields that take a feed value as text, check its
 * encoding and length, parse it and report one operator-facing issue that names the field
 * (`price: missing`, `gtin: 4002051693603 has a wrong check digit`).
 */
type Issue = { addIssue: (issue: { code: 'custom'; message: string }) => void };

function report(ctx: Issue, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** Trimmed text, or '' when absent; the encoding and length checks every text value passes. */
function checkedText(field: string, input: string | undefined, maxLength: number, ctx: Issue): string | null {
  const text = input?.trim() ?? '';
  if (text === '') return '';
  const problem = encodingProblem(field, text);
  if (problem) {
    report(ctx, problem);
    return null;
  }
  if (text.length > maxLength) {
    report(ctx, `${field}: ${text.length} characters is too long (max ${maxLength})`);
    return null;
  }
  return text;
}

const identity = (text: string): Parsed<string> => ({ ok: true, value: text });

/** A value that must be present: `<field>: missing` when it is absent or blank. */
export function requiredField<T = string>(
  field: string,
  maxLength: number,
  parse: (text: string) => Parsed<T> = identity as (text: string) => Parsed<T>,
) {
  return z
    .string()
    .optional()
    .transform((input, ctx): T => {
      const text = checkedText(field, input, maxLength, ctx);
      if (text === null) return z.NEVER;
      if (text === '') return report(ctx, `${field}: missing`);
      const parsed = parse(text);
      return parsed.ok ? parsed.value : report(ctx, `${field}: ${parsed.reason}`);
    });
}

/** A value that may be absent or blank (then null). */
export function optionalField<T = string>(
  field: string,
  maxLength: number,
  parse: (text: string) => Parsed<T> = identity as (text: string) => Parsed<T>,
) {
  return z
    .string()
    .optional()
    .transform((input, ctx): T | null => {
      const text = checkedText(field, input, maxLength, ctx);
      if (text === null) return z.NEVER;
      if (text === '') return null;
      const parsed = parse(text);
      return parsed.ok ? parsed.value : report(ctx, `${field}: ${parsed.reason}`);
    });
}

/** Checks text found outside the schema's fields (e.g. list entries) and reports like a field. */
export function reportIssue(ctx: Issue, message: string): typeof z.NEVER {
  return report(ctx, message);
}

/** The reason of a failed row: every issue in field order, `; `-separated. */
export function reasonOf(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.code === 'custom' || issue.path.length === 0
        ? issue.message
        : `${issue.path.join('.')}: ${issue.message}`,
    )
    .join('; ');
}

/** A RowError with the raw record cut to size. */
export function rowError(line: number, reason: string, raw: string, sku?: string): RowError {
  const error: RowError = { line, reason, raw: cutRaw(raw) };
  if (sku !== undefined) error.sku = sku;
  return error;
}

/** Longest SKU (Google `id`, idealo `sku`) a row may have, as the offer schemas check it. */
export const MAX_SKU_CHARS = OFFER_FEED_LIMITS.skuMaxChars;

/**
 * The SKU of a rejected row as staging would have stored it (trimmed), when there is one that
 * could be valid: the offer it names is in the feed even though this row cannot be used.
 */
export function readableSku(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text !== '' && text.length <= MAX_SKU_CHARS ? text : undefined;
}

/** Runs a row schema and wraps the outcome as a ParsedRow. */
export function validateRow<Input, Output>(
  schema: z.ZodType<Output, Input>,
  line: number,
  input: Input,
  raw: () => string,
  /** The row's SKU for its RowError, when the schema rejects it. */
  sku?: string,
): ParsedRow<Output & { line: number }> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, row: { line, ...result.data } };
  return { ok: false, error: rowError(line, reasonOf(result.error), raw(), sku) };
}

/** What a fast check returns when the value has a problem: the row then goes through zod. */
export const NEEDS_ZOD: unique symbol = Symbol('needs zod');

/**
 * One feed field as a zod schema (the contract and the only source of error messages) and as a
 * plain function that runs the same trimming, encoding, length and parse steps for the common
 * case, a valid value, and answers NEEDS_ZOD for anything else. The readers run the plain
 * functions for every row and zod only for rows where one of them gave up, so every reported
 * reason still comes from zod, letter for letter.
 */
function fastCheck<T>(
  field: string,
  maxLength: number,
  required: boolean,
  parse: (text: string) => Parsed<T>,
) {
  return (input: string | undefined): T | null | typeof NEEDS_ZOD => {
    if (input !== undefined && typeof input !== 'string') return NEEDS_ZOD;
    const text = input?.trim() ?? '';
    if (text === '') return required ? NEEDS_ZOD : null;
    if (text.length > maxLength || encodingProblem(field, text) !== null) return NEEDS_ZOD;
    const parsed = parse(text);
    return parsed.ok ? parsed.value : NEEDS_ZOD;
  };
}

/** A required field (requiredField) with its fast check. */
export function requiredCheck<T = string>(
  field: string,
  maxLength: number,
  parse: (text: string) => Parsed<T> = identity as (text: string) => Parsed<T>,
) {
  return { schema: requiredField(field, maxLength, parse), fast: fastCheck(field, maxLength, true, parse) };
}

/** An optional field (optionalField) with its fast check. */
export function optionalCheck<T = string>(
  field: string,
  maxLength: number,
  parse: (text: string) => Parsed<T> = identity as (text: string) => Parsed<T>,
) {
  return { schema: optionalField(field, maxLength, parse), fast: fastCheck(field, maxLength, false, parse) };
}
