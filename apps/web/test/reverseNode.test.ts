import { namehash } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { ADDR_REVERSE_NODE, reverseNode } from '../src/ens/reverseNode'

describe('reverseNode', () => {
  it("is the namehash of addr.reverse's parent and of an address's reverse record, whatever its letter case", () => {
    expect(ADDR_REVERSE_NODE).toBe(namehash('addr.reverse'))
    const address = '0x7210E1DE2501CE2a865df105d4fF235317DF6b1B'
    const expected = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
    expect(reverseNode(address)).toBe(expected)
    expect(reverseNode(address.toLowerCase() as `0x${string}`)).toBe(expected)
  })
})
