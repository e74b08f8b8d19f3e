import { describe, expect, it } from 'vitest'
import { startAlertReceiver } from '../start/start-alert-receiver.ts'

describe("npm start's alert receiver", () => {
  it('answers 202 to a webhook and prints its event, Safe, delivery id and body', async () => {
    const lines: string[] = []
    const receiver = await startAlertReceiver(0, (line) => lines.push(line))
    try {
      const body = JSON.stringify({ address: '0x00000000000000000000000000000000000000aa', type: 'TEST', chainId: '1' })
      const response = await fetch(receiver.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-concord-delivery': 'd-1',
          'x-concord-signature': 'sha256=ab',
        },
        body,
      })
      expect(response.status).toBe(202)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^\[alert\] \S+ TEST 0x0{38}aa delivery d-1 sha256=ab…\n {8}\{/)
      expect(lines[0]).toContain(body)
    } finally {
      await receiver.close()
    }
  })
})
