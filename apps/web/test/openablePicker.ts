import { fireEvent, screen, waitFor } from '@testing-library/react'

/**
 * The picker named `name` once its code has loaded (its combobox then controls a list), ready to be opened. As a
 * user's pointer would, it comes onto the picker first: a picker that has not loaded its list yet asks for it then.
 */
export async function openablePicker(name: string): Promise<HTMLElement> {
  for (const label of screen.queryAllByText(name)) {
    const closed = label.closest('.picker')
    if (closed) fireEvent.pointerEnter(closed)
  }
  return waitFor(() => {
    const combobox = screen.getByRole('combobox', { name })
    if (!combobox.getAttribute('aria-controls')) throw new Error(`the picker ${name} is still loading`)
    return combobox
  })
}
