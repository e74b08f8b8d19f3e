import { type Chain, createClient } from 'viem'
import type { Config, State } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import { lazyHttp } from './lazyHttpTransport'

type Listener = (selected: unknown, previous: unknown) => void
type SubscribeOptions = { equalityFn?: (a: unknown, b: unknown) => boolean; emitImmediately?: boolean } | undefined
type Subscription = {
  selector: (state: State) => unknown
  listener: Listener
  options: SubscribeOptions
  stop?: () => void
}

const starts = new WeakMap<Config, () => Promise<Config>>()

/**
 * The wagmi config behind `config` once it has loaded (at once for a config built directly); starts loading it now if
 * it was waiting to be asked for.
 */
export function whenWagmiReady(config: Config): Promise<Config> {
  return starts.get(config)?.() ?? Promise.resolve(config)
}

/**
 * A wagmi config whose code (wagmi's store, connectors, EIP-6963 discovery: about 9 KB gzip) loads after the first
 * paint. A Safe's pages paint from the gateway; until `load` resolves, the config reads as no wallet connected (or
 * reconnecting, when a wallet was connected last time, so the header does not flash "Connect"), ignores writes, and
 * gives chain reads a bare client over the lazy HTTP transport. Then every call goes to the loaded config: the
 * subscriptions made meanwhile move over to it and hear of the change, and wagmi reconnects the last wallet.
 * It loads at once when a wallet was connected last time (wagmi reconnects it), else only when code that needs the
 * wallet's connectors (the connect dialog, a wallet button pointed at) asks for it with `whenWagmiReady`.
 */
export function deferredWagmiConfig(
  chains: readonly [Chain, ...Chain[]],
  wasConnected: boolean,
  load: () => Promise<Config>,
): Config {
  let loaded: Config | undefined
  const pendingState: State = {
    chainId: chains[0].id,
    connections: new Map(),
    current: null,
    status: wasConnected ? 'reconnecting' : 'disconnected',
  }
  const subscriptions = new Set<Subscription>()
  const clients = new Map<number, ReturnType<Config['getClient']>>()
  const pendingInternal = {
    ssr: false,
    mipd: undefined,
    store: { persist: { hasHydrated: () => true } },
    chains: { setState: () => undefined, subscribe: () => () => undefined },
    connectors: { setState: () => undefined, subscribe: () => () => undefined },
  }

  const facade = {
    get chains() {
      return loaded ? loaded.chains : chains
    },
    get connectors() {
      return loaded ? loaded.connectors : []
    },
    get storage() {
      return loaded ? loaded.storage : null
    },
    get state() {
      return loaded ? loaded.state : pendingState
    },
    get _internal() {
      return loaded ? loaded._internal : pendingInternal
    },
    getClient(parameters?: { chainId?: number }) {
      if (loaded) return loaded.getClient(parameters as never)
      const chain = chains.find((c) => c.id === (parameters?.chainId ?? pendingState.chainId))
      if (!chain) return undefined
      let client = clients.get(chain.id)
      if (!client) {
        client = createClient({ chain, transport: lazyHttp() }) as unknown as ReturnType<Config['getClient']>
        clients.set(chain.id, client)
      }
      return client
    },
    setState(value: State | ((state: State) => State)) {
      // Before the config has loaded there is no wallet to record: wagmi's reconnect at mount finds no connector.
      if (loaded) loaded.setState(value)
    },
    subscribe(selector: Subscription['selector'], listener: Listener, options?: SubscribeOptions) {
      if (loaded) return loaded.subscribe(selector as never, listener as never, options as never)
      const subscription: Subscription = { selector, listener, options }
      subscriptions.add(subscription)
      return () => {
        subscriptions.delete(subscription)
        subscription.stop?.()
      }
    },
  } as unknown as Config

  const attach = (config: Config) => {
    loaded = config
    // Reconnecting first (its first state change is synchronous) keeps a stored wallet reading as reconnecting
    // throughout: the subscriptions moved over below never hear a "disconnected" between the two configs.
    void reconnect(config)
    for (const subscription of subscriptions) {
      const { selector, listener, options } = subscription
      subscription.stop = config.subscribe(
        selector as never,
        listener as never,
        {
          ...options,
          emitImmediately: false,
        } as never,
      )
      const before = selector(pendingState)
      const after = selector(config.state)
      const equal = options?.equalityFn ?? Object.is
      if (!equal(before, after)) listener(after, before)
    }
    return config
  }
  let started: Promise<Config> | undefined
  const start = () => {
    started ??= loadWithRetries(load).then(attach)
    return started
  }
  starts.set(facade, start)
  if (wasConnected) void start()
  return facade
}

/** `load`, tried again twice (2 s apart) when its chunk does not arrive (a network blip). */
async function loadWithRetries(load: () => Promise<Config>): Promise<Config> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load()
    } catch (cause) {
      if (attempt >= 3) throw cause
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
}

/** Whether wagmi's stored state (`concord.wagmi.store`) names a current connection: a wallet connected last time. */
export function wasWalletConnected(storage: Storage | undefined): boolean {
  try {
    const stored = JSON.parse(storage?.getItem('concord.wagmi.store') ?? 'null') as { state?: { current?: unknown } }
    return typeof stored?.state?.current === 'string'
  } catch {
    return false
  }
}
