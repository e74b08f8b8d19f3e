// Our own small version of Unicode TR 39's "skeleton", for token names and symbols only: a copycat token needs to read
// as the real one in a wallet's list, so the letters it swaps in are the ones that look the same in a UI font. The full
// confusables table (thousands of entries) would buy little here; these are the swaps seen in fake tokens: Cyrillic and
// Greek capitals and small letters that match Latin ones, digits for letters, and invisible characters.

/** Cyrillic and Greek letters (already lower-cased) drawn like a Latin letter, and digits drawn like letters. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'l',
  ї: 'l',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  с: 'c',
  у: 'y',
  ү: 'y',
  х: 'x',
  ԝ: 'w',
  ԁ: 'd',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'l',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
  // Latin and digits that pass for one another: I, l, 1 and | are one stroke; 0 is O.
  i: 'l',
  '1': 'l',
  '|': 'l',
  '0': 'o',
}

/** Invisible characters (zero-width, bidi controls, soft hyphen, BOM), blanks, and marks such as accents. */
const IGNORED = /[\p{Cf}\p{Cc}\p{Mn}\p{Me}\s]/gu

/**
 * What a token's name or symbol looks like, for comparing: compatibility forms folded (full-width and mathematical
 * letters, ligatures), accents, blanks and invisible characters dropped, lower case, look-alike letters mapped to
 * the Latin letter they pass for. Two texts with the same skeleton read the same in a token list.
 */
export function tokenSkeleton(text: string): string {
  const folded = text.normalize('NFKD').replace(IGNORED, '').toLowerCase()
  return Array.from(folded, (char) => LOOK_ALIKES[char] ?? char).join('')
}
