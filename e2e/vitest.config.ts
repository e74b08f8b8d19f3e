import { nodeProject } from '../vitest.shared.ts'

export default nodeProject('e2e', { include: ['**/*.test.ts'], testTimeout: 300_000 })
