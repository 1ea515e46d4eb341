/**
 * Imported first by the entry, before any schema is built: Zod probes for eval (new Function) when it
 * builds an object schema, and under the site's CSP (no 'unsafe-eval') that probe is a reported violation.
 * Zod keeps its settings in this global (shared by every copy of it), so setting it here turns the probe
 * off without pulling Zod into the first load; the schemas arrive later with the forms that use them.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
