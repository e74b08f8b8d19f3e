import { expect, it } from 'vitest'
import { storableText } from '../src/db/storable-text.js'

// Issue 28 point 4: a token may name itself with NUL or a lone surrogate; the indexer stores what PostgreSQL takes.
it('strips NUL and replaces lone surrogates in text read from a chain, and keeps well-formed text as it is', () => {
  expect(storableText('US\u0000D\u0000')).toBe('USD')
  expect(storableText('a\ud800b\udfffc')).toBe('a\uFFFDb\uFFFDc')
  expect(storableText('coin\ud83d')).toBe('coin\uFFFD')
  expect(storableText('Coin 😀 ünïcode')).toBe('Coin 😀 ünïcode')
})
