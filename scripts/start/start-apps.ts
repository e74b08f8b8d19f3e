import type { StartOptions } from './options.ts'
import { progress } from './progress.ts'

export type RunningApps = Awaited<ReturnType<typeof import('@concord/example-apps')['startExampleApps']>>

/** Serves the example apps on their own origin, so the bridge's origin checks are real. */
export async function startApps(options: StartOptions): Promise<RunningApps> {
  const { startExampleApps } = await import('@concord/example-apps')
  const apps = await startExampleApps({
    port: options.appsPort,
    onProgress: (line: string) => progress('apps', line),
  })
  progress('apps', `${apps.apps.map((app) => app.name).join(', ')} on ${apps.url}`)
  return apps
}
