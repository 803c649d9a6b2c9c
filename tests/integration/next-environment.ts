/**
 * What Next's server does before it loads anything else (next/dist/server/node-environment):
 * AsyncLocalStorage on globalThis, from which Next makes its request scope when its modules load.
 * Without it `headers()` and `cookies()` have no scope to read, and route handlers that use them
 * (next-auth's, tests/integration/helpers/auth-route.ts) fail. A set-up file, so it runs before
 * any test file loads a Next module.
 */
import "next/dist/server/node-environment-baseline";
