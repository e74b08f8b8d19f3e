import { expect, test } from 'vitest'

test("the app's first module turns zod's compiled parsers off (no eval under the page's CSP)", async () => {
  await import('../src/zodJitless')
  const { z } = await import('zod')
  expect(z.config().jitless).toBe(true)
  expect(z.object({ a: z.string() }).safeParse({ a: 1 }).success).toBe(false)
})
