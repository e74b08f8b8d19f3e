import { nodeProject } from '../../vitest.shared.ts'

// Browser tests drive Chromium from Node (playwright-core), so this stays a Node project.
export default nodeProject('example-apps')
