import { nodeProject } from '../vitest.shared.ts'

// Checks of the repository as a whole (its import rules), run with every other project so CI enforces them too.
export default nodeProject('repo', { include: ['test/**/*.test.ts'] })
