import { describe, expect, it } from 'vitest'
import { accountDifferences } from '../src/features/welcome/accountDifferences'
import { groupByAddress } from '../src/features/welcome/groupByAddress'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const C = '0x3333333333333333333333333333333333333333'
const SAFE = '0x4444444444444444444444444444444444444444'
const OTHER = '0x5555555555555555555555555555555555555555'

describe('groupByAddress', () => {
  it('makes one account of an address listed on several chains, and keeps the others as they are', () => {
    const entries = [`dev:${SAFE}`, `dev:${OTHER}`, `dev2:${SAFE.toLowerCase()}`, 'nonsense']
    const { singles, accounts } = groupByAddress(entries)
    expect(accounts).toEqual([
      {
        address: SAFE,
        entries: [
          { entry: `dev:${SAFE}`, shortName: 'dev' },
          { entry: `dev2:${SAFE.toLowerCase()}`, shortName: 'dev2' },
        ],
      },
    ])
    expect(singles).toEqual([`dev:${OTHER}`, 'nonsense'])
  })
})

describe('accountDifferences', () => {
  it('says nothing when owners (in any order and letter case) and threshold agree', () => {
    const same = [
      { shortName: 'dev', owners: [A, B], threshold: 2 },
      { shortName: 'dev2', owners: [B.toUpperCase().replace('0X', '0x'), A], threshold: 2 },
    ]
    expect(accountDifferences(same)).toEqual([])
  })

  it('names the owners and threshold that differ on each chain, compared with the first', () => {
    const states = [
      { shortName: 'dev', owners: [A, B], threshold: 2 },
      { shortName: 'dev2', owners: [A, C], threshold: 1 },
    ]
    expect(accountDifferences(states)).toEqual([
      `Owners differ on dev2: ${C} is an owner only on dev2; ${B} is an owner on dev, not on dev2.`,
      'Threshold differs on dev2: 1 there, 2 on dev.',
    ])
  })
})
