const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the two line
 * separators become \u escapes, so no text from the data (a hostile title with `</script>`)
 * can end the script element. Parsing the result gives the same object back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
