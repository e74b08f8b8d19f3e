// What the web build's global setup hands to the test files of its run (vitest's provide / inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the one web app build its browser tests share. */
    webBuildDir: string
  }
}

export {}
