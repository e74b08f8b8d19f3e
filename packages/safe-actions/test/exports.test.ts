import { describe, expect, it } from 'vitest'
import * as safeActions from '../src/index.js'

describe('public surface', () => {
  it('exports exactly these names (other packages code against them: change only on purpose)', () => {
    expect(Object.keys(safeActions).sort()).toEqual([
      'SafeActionsError',
      'SafeReadFailedError',
      'SafeRpcUnreachableError',
      'readSafeModules',
      'readSafeOwners',
      'readSafeSettings',
      'readSafeState',
      'readSafeVersion',
    ])
  })
})
