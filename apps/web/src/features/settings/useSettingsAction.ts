import { useState } from 'react'
import { useStartReview } from '../../tx-draft/useStartReview'
import type { SettingsPlan } from './settingsPlan'

/**
 * Submits a settings form: a valid plan opens the review screen with its draft; otherwise its errors are kept to show
 * next to the fields, the typed values untouched.
 */
export function useSettingsAction<Field extends string>() {
  const start = useStartReview()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const submit = (plan: SettingsPlan<Field>) => {
    if (!plan.ok) {
      setErrors(plan.errors)
      return
    }
    setErrors({})
    start(plan.draft)
  }
  return { errors, submit }
}
