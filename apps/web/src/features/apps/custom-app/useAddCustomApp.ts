import { useMutation } from '@tanstack/react-query'
import type { CustomApp } from '../catalogue/customApp'
import { type LoadedCustomApp, loadCustomApp, loadImageInBrowser } from './loadCustomApp'

const io = {
  fetch: (url: string, init: { signal: AbortSignal }) => fetch(url, init),
  loadImage: loadImageInBrowser,
}

/** Loads an app by URL (its manifest checked) and, when it is valid, hands it to `onAdded`. */
export function useAddCustomApp(onAdded: (app: CustomApp) => void) {
  return useMutation({
    mutationFn: (input: string): Promise<LoadedCustomApp> =>
      loadCustomApp(input, { ...io, walletOrigin: window.location.origin }),
    onSuccess: (loaded) => {
      if (loaded.ok) onAdded(loaded.app)
    },
  })
}
