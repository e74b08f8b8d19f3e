// zod compiles fast parsers with `new Function`, which the page's CSP forbids (no 'unsafe-eval'). It probes for that
// when each object schema is built, and the probe is a CSP violation on every load, so this module is the first the
// app imports: every schema is built after it. Parsing gives the same results without the compiled parsers.
// zod keeps its settings on globalThis.__zod_globalConfig (shared by every copy of zod on the page) and reads them
// from there when it loads: setting them there keeps zod itself out of the first paint, where no zod schema runs
// (test/zodJitless.test.ts checks that zod sees the setting).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig ??= {}
// The same object zod reads, if zod happened to load first.
zodGlobal.__zod_globalConfig.jitless = true

export {}
