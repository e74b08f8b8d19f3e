import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { compileDevEns } from '../src/ens/compile-dev-ens.js'
import { compileDemoTokens } from '../src/tokens/compile-demo-tokens.js'

const committed = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../artifacts/${file}`, import.meta.url), 'utf8'))

it('the committed artifacts/DemoTokens.json is what contracts/DemoTokens.sol and DemoNft.sol compile to (npm run compile:contracts)', () => {
  expect(compileDemoTokens()).toEqual(committed('DemoTokens.json'))
})

it('the committed artifacts/DevEns.json is what contracts/DevEns.sol compiles to (npm run compile:contracts)', () => {
  expect(compileDevEns()).toEqual(committed('DevEns.json'))
})
