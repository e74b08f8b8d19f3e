import { describe, expect, test } from 'vitest'
import { alertEventLabel, DEFAULT_ALERT_EVENTS } from '../src/features/alerts/alertEvents'
import { emptyDraft, eventsWithThreshold, newAlertRequest } from '../src/features/alerts/newAlertRequest'

// Issue 35 point 10: alert events in words; a large-outflow alert only with a threshold.
describe('alert events', () => {
  test('have human names, for the events, a test and a summary', () => {
    expect(alertEventLabel('PENDING_MULTISIG_TRANSACTION')).toBe('Transaction proposed')
    expect(alertEventLabel('TEST')).toBe('Test')
    expect(alertEventLabel('ALERT_SUMMARY')).toBe('Summary of held alerts')
  })

  test('a large outflow is not on by default; typing a threshold ticks it; ticked without one is refused in words', () => {
    const draft = { ...emptyDraft(DEFAULT_ALERT_EVENTS), destination: 'https://hooks.example/x' }
    expect(draft.events).not.toContain('LARGE_OUTFLOW')
    expect(eventsWithThreshold(draft, '', '5000')).toContain('LARGE_OUTFLOW')
    expect(eventsWithThreshold(draft, '5000', '50000')).toBe(draft.events)
    expect(() => newAlertRequest({ ...draft, events: [...draft.events, 'LARGE_OUTFLOW'] })).toThrow(
      'Large outflow needs a threshold: enter an amount of the native coin or a fiat value, or untick it.',
    )
    const withFiat = { ...draft, events: eventsWithThreshold(draft, '', '5000'), outflowFiat: '5000' }
    expect(newAlertRequest(withFiat).thresholds).toMatchObject({ fiat: '5000' })
  })
})
