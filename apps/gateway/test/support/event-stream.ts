/** A Server-Sent Events stream read in a test: JSON `data:` events in order, comments skipped. */
export type EventStream = {
  status: number
  /** The next data event matching `match` (earlier ones are skipped), or null when the stream ends first. */
  next(match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown> | null>
  /** Resolves with every remaining data event once the server ends the stream. */
  ended(): Promise<Record<string, unknown>[]>
  close(): Promise<void>
}

/** Opens `url` as an event stream (the response must be 200 for events to be read). */
export async function openEventStream(url: string): Promise<EventStream> {
  const response = await fetch(url, { headers: { accept: 'text/event-stream' } })
  const reader = response.body?.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const read = async (): Promise<Record<string, unknown> | null> => {
    for (;;) {
      const boundary = buffer.indexOf('\n\n')
      if (boundary >= 0) {
        const block = buffer.slice(0, boundary)
        buffer = buffer.slice(boundary + 2)
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
        if (data.length > 0) return JSON.parse(data.join('\n')) as Record<string, unknown>
        continue
      }
      const chunk = await reader?.read()
      if (chunk === undefined || chunk.done) return null
      buffer += decoder.decode(chunk.value, { stream: true })
    }
  }
  return {
    status: response.status,
    async next(match) {
      for (;;) {
        const event = await read()
        if (event === null || match(event)) return event
      }
    },
    async ended() {
      const rest: Record<string, unknown>[] = []
      for (let event = await read(); event !== null; event = await read()) rest.push(event)
      return rest
    },
    async close() {
      await reader?.cancel()
    },
  }
}
