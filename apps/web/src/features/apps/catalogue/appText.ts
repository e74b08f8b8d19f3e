// An app's name and description come from its own manifest (or a catalogue entry) and are shown in the wallet's own
// sentences: "Before you open <name>", the frame's title, the app's header. Characters that render as something other
// than what they are (bidi overrides that reverse the text after them, zero-width characters, line breaks, NUL) could
// make those sentences say what the app wants, and a name of thousands of characters pushes the notice's origin and
// button off the screen: both are taken out here, once, for every place that shows them.

/** The longest app name shown; a longer one is cut with an ellipsis. */
export const MAX_APP_NAME = 50
/** The longest app description shown; a longer one is cut with an ellipsis. */
export const MAX_APP_DESCRIPTION = 200

/** Invisible format characters: bidi embeddings, overrides and isolates, zero-width characters, soft hyphen, BOM. */
const INVISIBLE = /\p{Cf}/gu
/** Control characters (tab, line breaks, NUL, C1), line and paragraph separators and runs of blanks: one space. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu

function plain(text: string): string {
  return text.replace(INVISIBLE, '').replace(BREAKS, ' ').trim()
}

/** `text` cut to `max` characters (code points, so no emoji is split in half), the last one an ellipsis. */
function cut(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text
}

/** An app's name as the wallet shows it: visible characters only, on one line, at most MAX_APP_NAME long. */
export function appName(raw: string): string {
  return cut(plain(raw), MAX_APP_NAME)
}

/** An app's description as the wallet shows it: visible characters only, on one line, at most MAX_APP_DESCRIPTION long. */
export function appDescription(raw: string): string {
  return cut(plain(raw), MAX_APP_DESCRIPTION)
}
