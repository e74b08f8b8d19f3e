import { nodeProject } from '../../vitest.shared.ts'

export default nodeProject('gateway-schema')
