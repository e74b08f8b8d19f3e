import { nodeProject } from '../../vitest.shared.ts'

// Browser tests drive Chromium from Node (playwright-core), so this is a Node project with a longer timeout.
export default nodeProject('apps-host', { testTimeout: 60_000 })
