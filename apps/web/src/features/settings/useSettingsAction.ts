import { useState } from 'react'
import { useStartReview } from '../../tx-draft/useStartReview'
import type { SettingsPlan } from './settingsPlan'

/**
 * Submits a settings form: a valid plan opens the review screen with its draft (true); otherwise its errors are kept
 * to show next to the fields, the typed values untouched (false).
 */
export function useSettingsAction<Field extends string>() {
  const start = useStartReview()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const submit = (plan: SettingsPlan<Field>): boolean => {
    if (!plan.ok) {
      setErrors(plan.errors)
      return false
    }
    setErrors({})
    start(plan.draft)
    return true
  }
  return { errors, submit }
}
