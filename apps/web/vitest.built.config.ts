import { webProject } from './vitest.project'

// The tests of this run's build of the app: the size budgets read its files, the journeys drive it in Chromium.
// Their files share one module graph (isolate: false): each journey imported the gateway, viem and Playwright anew,
// ~6 s a file. Every file starts a stack of its own; only process-wide counters of the gateway are shared.
export default webProject({
  name: 'web-built',
  include: ['test/browser/**/*.test.ts', 'test/budget/**/*.test.ts'],
  isolate: false,
  // The run's one build of the web app (built by the first test file that needs it).
  globalSetup: ['test/browser/global-setup.ts'],
})
