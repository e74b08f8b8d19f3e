/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The gateway's base URL baked in at build time; `/config.json` can override it at run time. */
  readonly VITE_GATEWAY_URL?: string
}
