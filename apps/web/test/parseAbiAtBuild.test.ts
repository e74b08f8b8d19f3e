import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseAbiAtBuild } from '../build/parseAbiAtBuild'

type Transform = (code: string, id: string) => { code: string } | null
const transform = parseAbiAtBuild().transform as unknown as Transform
const source = '/repo/packages/protocol/src/abis/example.ts'

describe('parseAbi at build time', () => {
  it('replaces a literal human-readable ABI by the JSON ABI viem parses at run time', () => {
    const code = [
      "import { parseAbi } from 'viem'",
      'export const abi = parseAbi([',
      "  'function transfer(address to, uint256 value) returns (bool)',",
      '  // a comment between signatures',
      "  'event Transfer(address indexed from, address indexed to, uint256 value)',",
      '])',
    ].join('\n')
    const out = transform(code, source)?.code ?? ''
    expect(out).not.toContain('parseAbi([')
    const json = /export const abi = \((.*)\)/s.exec(out)?.[1] ?? ''
    expect(JSON.parse(json)).toEqual(
      parseAbi([
        'function transfer(address to, uint256 value) returns (bool)',
        'event Transfer(address indexed from, address indexed to, uint256 value)',
      ]),
    )
  })

  it('leaves a call it cannot read as literals, and files outside our sources, as written', () => {
    const dynamic = 'export const abi = parseAbi(signatures)\nexport const b = parseAbi([prefix + "x"])'
    expect(transform(dynamic, source)).toBeNull()
    const library = "export const abi = parseAbi(['function f()'])"
    expect(transform(library, '/repo/node_modules/viem/_esm/x.js')).toBeNull()
  })

  it('fails the build on a signature viem cannot parse, rather than shipping it', () => {
    expect(() => transform("export const abi = parseAbi(['function f(uint257 x)'])", source)).toThrow()
  })
})
