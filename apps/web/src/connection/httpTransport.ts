// viem's HTTP transport on its own, so that lazyHttpTransport's import() fetches it and not viem's whole index.
export { http } from 'viem'
