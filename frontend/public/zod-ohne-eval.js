// The Content-Security-Policy forbids eval. zod's JIT probes `new Function` when an object schema
// is built, which the browser blocks and reports as a violation. zod reads this global config
// (z.config writes the same object); a classic script runs before every module, so it is set
// before the first schema is built, whichever chunk builds it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
