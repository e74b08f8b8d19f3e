// A lone UTF-16 surrogate (matched on code units: no `u` flag), high without its low or low without its high.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Text from a chain (a token's `name()`, `symbol()`) as PostgreSQL can store it: without NUL characters, which it
 * refuses in text, and with each lone surrogate replaced by U+FFFD. Anyone can deploy a token named so.
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD')
}
