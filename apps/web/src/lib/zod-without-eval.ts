// Zod probes `new Function` for speed, which our content security policy (no eval) reports as a
// violation. Zod reads this global config when it first loads, so setting it here (imported first by
// main.tsx) turns the probe off without putting zod itself in the first bundle: only the pages that
// import the contracts' schemas load zod. The CSP journey fails if this stops working.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
