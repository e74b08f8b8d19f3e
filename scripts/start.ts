// `npm start`: the whole product on one machine. The web app built when its sources changed, the chain (state
// persisted in the data dir), the example apps on their own origin, then the gateway serving the API and the web app.
// devstack.json is rewritten as each part comes up, so a reader can follow the start.
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildWebIfStale } from './start/build-web.ts'
import { type DevStack, writeDevStack } from './start/devstack.ts'
import { parseStartOptions } from './start/options.ts'
import { progress } from './start/progress.ts'
import { startAlertReceiver } from './start/start-alert-receiver.ts'
import { startApps } from './start/start-apps.ts'
import { type DevChain, startDevChains } from './start/start-chains.ts'
import { startDevGateway } from './start/start-gateway.ts'
import { startRelayIfAsked } from './start/start-walletconnect-relay.ts'

const root = resolve(import.meta.dirname, '..')

async function main() {
  const options = parseStartOptions(process.argv.slice(2), root)
  if (options.reset && existsSync(options.dataDir)) {
    rmSync(options.dataDir, { recursive: true, force: true })
    console.log(`Reset: removed ${options.dataDir}`)
  }
  mkdirSync(options.dataDir, { recursive: true })

  const stoppers: Array<() => Promise<void>> = []
  let stopping = false
  const stopAll = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping…`)
    // Reverse order: the gateway stops reading the chain before the chain goes away.
    for (const stop of stoppers.reverse()) await stop().catch((error: unknown) => console.error(error))
    console.log('Stopped.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stopAll('SIGINT'))
  process.on('SIGTERM', () => void stopAll('SIGTERM'))

  progress('build', buildWebIfStale(root))

  const chains = await startDevChains(options, stoppers)
  const chain = chains[0] as DevChain

  const stack: DevStack = {
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    gatewayUrl: null,
    txServiceUrl: null,
    webUrl: null,
    appsUrl: null,
    demoSafeUrl: null,
    alertReceiverUrl: null,
    walletConnectRelayUrl: null,
    contracts: {
      ...chain.contracts,
      ...chain.otherVersions,
      priceFeeds: chain.priceFeeds,
      allowanceModule: chain.allowanceModule,
      tokens: chain.tokens,
    },
    demo: chain.demo,
    accounts: chain.accounts,
    chains: chains.map((c) => ({
      chainId: c.chainId,
      rpcUrl: c.rpcUrl,
      shortName: null,
      demoSafeUrl: null,
      txServiceUrl: null,
    })),
  }
  writeDevStack(options.devStackPath, stack)

  const apps = await startApps(options)
  stoppers.push(() => apps.close())
  stack.appsUrl = apps.url
  writeDevStack(options.devStackPath, stack)

  // Prints the alerts (webhooks) it receives; the dev gateway allows loopback destinations.
  const receiver = await startAlertReceiver(options.alertsPort, (line) => console.log(line))
  stoppers.push(() => receiver.close())
  stack.alertReceiverUrl = receiver.url

  stack.walletConnectRelayUrl = await startRelayIfAsked(options, stoppers)
  writeDevStack(options.devStackPath, stack)

  const gateway = await startDevGateway({
    root,
    options,
    chains,
    apps,
    walletConnectRelayUrl: stack.walletConnectRelayUrl,
  })
  stoppers.push(() => gateway.close())
  stack.gatewayUrl = gateway.url
  stack.txServiceUrl = `${gateway.url}/txs/${chain.chainId}/api`
  stack.webUrl = gateway.url
  stack.demoSafeUrl = `${gateway.url}/${gateway.shortNames[0]}:${chain.demo.safe.address}/home`
  stack.chains = chains.map((c, n) => {
    const shortName = gateway.shortNames[n] ?? null
    return {
      chainId: c.chainId,
      rpcUrl: c.rpcUrl,
      shortName,
      demoSafeUrl: `${gateway.url}/${shortName}:${c.demo.safe.address}/home`,
      txServiceUrl: `${gateway.url}/txs/${c.chainId}/api`,
    }
  })
  writeDevStack(options.devStackPath, stack)
  progress('web', `served by the gateway at ${stack.webUrl}`)

  printSummary(stack, options.devStackPath)
}

function printSummary(stack: DevStack, devStackPath: string) {
  const lines = [
    '',
    'Concord is running:',
    ...stack.chains.map((c) => `  chain     ${c.rpcUrl} (chain id ${c.chainId}, ${c.shortName})`),
    `  gateway   ${stack.gatewayUrl}`,
    `  tx API    ${stack.txServiceUrl} (Safe Transaction Service API, for api-kit's txServiceUrl)`,
    `  web       ${stack.webUrl}`,
    `  apps      ${stack.appsUrl}`,
    `  alerts    ${stack.alertReceiverUrl} (a webhook receiver that prints deliveries: add it on Settings → Alerts)`,
    ...(stack.walletConnectRelayUrl === null
      ? []
      : [
          `  wc relay  ${stack.walletConnectRelayUrl} (a local stand-in for WalletConnect's relay; the web app's WalletConnect uses it)`,
        ]),
    `  demo Safe ${stack.demo.safe.address} (${stack.demo.safe.threshold}-of-${stack.demo.safe.owners.length}, Safe ${stack.demo.safe.version})`,
    `  details   ${devStackPath}`,
  ]
  lines.push('', `Open ${stack.demoSafeUrl} and connect the Dev wallet.`)
  lines.push('', 'Press Ctrl-C to stop everything.')
  console.log(lines.join('\n'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
