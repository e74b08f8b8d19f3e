import { screen, waitFor } from '@testing-library/react'

/** The picker named `name` once its code has loaded (its combobox then controls a list), ready to be opened. */
export async function openablePicker(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const combobox = screen.getByRole('combobox', { name })
    if (!combobox.getAttribute('aria-controls')) throw new Error(`the picker ${name} is still loading`)
    return combobox
  })
}
