// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setSafeEventStreamState } from '../src/query/safeEventStreamStates'
import { useLivePollInterval } from '../src/query/useSafeLiveUpdates'
import { AppServicesProvider } from '../src/services/appContext'
import type { AppServices } from '../src/services/appServices'
import { SAFE } from './fixtures'

afterEach(cleanup)

const URL_OF_STREAM = 'http://gateway.test/v1/chains/31337/safes/events'

// The intervals each render of Reader saw.
const seen: (number | false)[] = []

function Reader() {
  seen.push(useLivePollInterval('31337', SAFE))
  return null
}

describe('useLivePollInterval', () => {
  it('renders its reader again only when the interval changes, not on every state of the stream', () => {
    const app = {
      config: { pollIntervalMs: 15_000 },
      gatewayClient: { getSafeEventsUrl: () => URL_OF_STREAM },
    } as unknown as AppServices
    render(
      <AppServicesProvider value={app}>
        <Reader />
      </AppServicesProvider>,
    )
    expect(seen).toEqual([15_000])
    // Connecting still polls: the page's cards do not render again for it.
    act(() => setSafeEventStreamState(URL_OF_STREAM, 'connecting'))
    expect(seen).toEqual([15_000])
    act(() => setSafeEventStreamState(URL_OF_STREAM, 'open'))
    expect(seen).toEqual([15_000, false])
    act(() => setSafeEventStreamState(URL_OF_STREAM, 'down'))
    expect(seen).toEqual([15_000, false, 15_000])
    act(() => setSafeEventStreamState(URL_OF_STREAM, undefined))
  })
})
