import type { ChainInfo } from '@concord/gateway-client'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { resolveSafeRoute } from '../src/features/safe/resolveSafeRoute'
import { parseSafeParam, safePath, warmSafeParam } from '../src/services/safePath'

const lower = '0xa063cb0e5d3e5f5a5e3ec7f0e8c1c2c8f2d456b6'
const checksummed = getAddress(lower)

describe('shortName:address routes', () => {
  test('parses and checksums the address', () => {
    expect(parseSafeParam(`eth:${lower}`)).toEqual({ ok: true, shortName: 'eth', address: checksummed })
    expect(parseSafeParam(encodeURIComponent(`sep:${checksummed}`))).toMatchObject({ ok: true, shortName: 'sep' })
  })

  test('tells a bad address apart from a path that is not a Safe link', () => {
    expect(parseSafeParam('eth:0x1234')).toMatchObject({ ok: false, reason: 'address' })
    expect(parseSafeParam(lower)).toMatchObject({ ok: false, reason: 'format' })
    expect(parseSafeParam(undefined)).toMatchObject({ ok: false, reason: 'format' })
  })

  test('builds page paths', () => {
    expect(safePath('eth', lower, 'balances/nfts')).toBe(`/eth:${checksummed}/balances/nfts`)
  })

  test('resolves the chain by short name and names the unknown ones', () => {
    const chains = [{ chainId: '31337', shortName: 'dev', chainName: 'Concord dev' }] as ChainInfo[]
    const ok = resolveSafeRoute(`DEV:${lower}`, chains)
    expect(ok.ok && ok.safe.chain.chainId).toBe('31337')
    expect(resolveSafeRoute(`gor:${lower}`, chains)).toMatchObject({ ok: false, title: 'Unknown network' })
    expect(resolveSafeRoute('dev:0xnope', chains)).toMatchObject({ ok: false, title: 'Invalid Safe address' })
  })

  test("warming a path's Safe segment before the first render never throws, whatever the URL", () => {
    for (const path of ['/', '/new-safe', `/eth:${lower}/home`, '/eth:0xnope/home', '/eth:%E0%A4%A/home', '']) {
      expect(() => warmSafeParam(path)).not.toThrow()
    }
  })
})
