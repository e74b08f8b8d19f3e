/** A string that PostgreSQL cannot store (NUL) or that is not valid Unicode (a lone UTF-16 surrogate), and where. */
export type BadText = { field: string; problem: string }

// Deep enough for any typed data a client may sign; deeper input is walked no further (the body limit bounds it).
const MAX_DEPTH = 64

// A high surrogate not followed by a low one, or a low one not preceded by a high one (matched on UTF-16 code units:
// no `u` flag). String.prototype.isWellFormed would do, but the tree's TypeScript lib predates it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What is wrong with one string in words, or undefined when it can be stored. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000); remove it'
  if (LONE_SURROGATE.test(text)) return 'contains a lone UTF-16 surrogate (not valid Unicode); send well-formed text'
  return undefined
}

function joinField(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`
}

function walkArray(items: readonly unknown[], field: string, depth: number): BadText | undefined {
  for (let index = 0; index < items.length; index++) {
    const found = walk(items[index], joinField(field, String(index)), depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

function walkObject(object: object, field: string, depth: number): BadText | undefined {
  for (const [key, inner] of Object.entries(object)) {
    // A key is text too: typed data names its types and fields with keys, and some are stored.
    const keyProblem = textProblem(key)
    if (keyProblem !== undefined) return { field: joinField(field, JSON.stringify(key)), problem: `key ${keyProblem}` }
    const found = walk(inner, joinField(field, key), depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

function walk(value: unknown, field: string, depth: number): BadText | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem === undefined ? undefined : { field, problem }
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return undefined
  return Array.isArray(value) ? walkArray(value, field, depth) : walkObject(value, field, depth)
}

/**
 * The first string (or object key) at any depth of `value` holding a NUL character or a lone surrogate, with its
 * dotted path under `root` ("body.types.Mail.0.name"), or undefined when every string is storable text.
 */
export function findBadText(value: unknown, root: string): BadText | undefined {
  return walk(value, root, 0)
}
