import { AppRouteRouteModule } from "next/dist/server/route-modules/app-route/module";
import type { NextRequest } from "next/server";

/**
 * A route file's handlers, run the way `next start` runs them: through Next's own
 * AppRouteRouteModule, inside the request scope that `headers()` and `cookies()` from
 * `next/headers` read (next-auth's App Router handler reads both), with `cookies().set()`
 * merged into the response. The handlers keep their signature (a request and `{params}` in,
 * a Response out), so a test calls them as it calls any other route's.
 *
 * `page` is the route's file under app/ as Next names it, e.g. `/api/auth/[...nextauth]/route`.
 */

type Params = Record<string, string | string[]>;
type Handler = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function servedByNext<M extends Partial<Record<Method, unknown>>>(routeModule: M, page: string): { [K in keyof M & Method]: Handler } {
  const pathname = page.replace(/\/route$/, "");
  const module = new AppRouteRouteModule({
    userland: (() => routeModule) as never,
    definition: { kind: "APP_ROUTE" as never, page, pathname, filename: "route", bundlePath: `app${page}` },
    distDir: ".next",
    relativeProjectDir: "",
    resolvedPagePath: `app${page}.ts`,
    nextConfigOutput: undefined,
  });
  const handle: Handler = async (request, context) =>
    module.handle(request, {
      params: await context.params,
      previewProps: { previewModeId: "test", previewModeEncryptionKey: "test", previewModeSigningKey: "test" },
      renderOpts: {
        experimental: { authInterrupts: false, useCacheTimeout: undefined, durableUseCacheEntries: false },
        cacheComponents: false,
        isDraftMode: false,
        incrementalCache: undefined,
        cacheLifeProfiles: undefined,
        staticPageGenerationTimeout: undefined,
        waitUntil: undefined,
        onClose: () => {},
        onAfterTaskError: undefined,
      } as never,
      sharedContext: { buildId: "integration-tests", deploymentId: "" },
    });
  const handlers: Partial<Record<Method, Handler>> = {};
  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) if (typeof routeModule[method] === "function") handlers[method] = handle;
  return handlers as { [K in keyof M & Method]: Handler };
}
