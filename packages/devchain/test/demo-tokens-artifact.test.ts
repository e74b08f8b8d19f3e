import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { compileDemoTokens } from '../src/tokens/compile-demo-tokens.js'

it('the committed artifacts/DemoTokens.json is what contracts/DemoTokens.sol compiles to (npm run compile:tokens)', () => {
  const committed: unknown = JSON.parse(readFileSync(new URL('../artifacts/DemoTokens.json', import.meta.url), 'utf8'))
  expect(compileDemoTokens()).toEqual(committed)
})
