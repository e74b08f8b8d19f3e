import { nodeProject } from '../../vitest.shared.ts'

export default nodeProject('safe-actions')
