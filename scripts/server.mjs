// The production server of `npm start` and the browser tests: Next.js behind a plain
// node:http server, so the app knows the socket's address. `next start` hands route handlers
// only headers, and copies the socket's address into X-Forwarded-For only when the client sent
// none, so any client could choose the address every throttle counts. Here forwarding headers
// are believed only from the proxies TRUSTED_PROXY names (lib/auth/forwarding.mjs, SECURITY.md).
//
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME]      (NODE_ENV=production, after `next build`)
import http from "node:http";
import path from "node:path";
import next from "next";
import { rewriteForwarding, trustedProxies } from "../lib/auth/forwarding.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function option(short, long) {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === short || a === long);
  return at >= 0 ? args[at + 1] : undefined;
}

const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = option("-H", "--hostname");

const app = next({ dev: false, dir: root, hostname: hostname ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();
const trust = trustedProxies();

const server = http.createServer((req, res) => {
  rewriteForwarding(req.headers, req.socket.remoteAddress, trust);
  handle(req, res).catch((err) => {
    console.error(err);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
// An idle kept-alive connection is closed by the client, never by the server first: Node's HTTP
// clients (and most proxies) drop an idle connection after 5 to 60 s, and a server that closes at
// the same moment as a client reuses the connection answers that request with a reset
// (ECONNRESET). The headers' timeout stays above it, as Node requires.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`✓ Ready on http://${hostname ?? "localhost"}:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
