import { describe, expect, test } from 'vitest'
import { DEFAULT_RATE_LIMIT, TokenBucket } from '../src/rate-limiter.js'

describe('TokenBucket', () => {
  test('allows a burst, refuses the next request, then refills at the sustained rate', () => {
    let now = 0
    const bucket = new TokenBucket({ burst: 3, perSecond: 10 }, () => now)
    expect([bucket.tryTake(), bucket.tryTake(), bucket.tryTake(), bucket.tryTake()]).toEqual([true, true, true, false])
    now += 100 // one token back at 10 per second
    expect([bucket.tryTake(), bucket.tryTake()]).toEqual([true, false])
    now += 10_000 // never more than the burst
    expect(Array.from({ length: 4 }, () => bucket.tryTake())).toEqual([true, true, true, false])
  })

  test('the default allows 1,000 concurrent requests and names its limits when refusing', () => {
    const bucket = new TokenBucket(DEFAULT_RATE_LIMIT, () => 0)
    expect(Array.from({ length: 1000 }, () => bucket.tryTake()).every(Boolean)).toBe(true)
    expect(bucket.tryTake()).toBe(false)
    expect(bucket.refusal).toBe(
      'Too many requests: this wallet accepts 1000 requests at once and 500 per second from an app. Retry later.',
    )
  })

  test('refuses nonsensical limits', () => {
    expect(() => new TokenBucket({ burst: 0, perSecond: 1 })).toThrow('Rate limit needs burst')
  })
})
