// The module-resolution hook of server-side.mjs: `server-only` resolves as on Next's server.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
  return nextResolve(specifier, context);
}
