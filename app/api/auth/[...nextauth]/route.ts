import { nextAuthRoute } from "@/lib/auth/nextauth-route";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own endpoints (csrf, callback/credentials, session, signout); throttled sign-ins answer 429. */
async function serve(request: Request, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  return nextAuthRoute(request, nextauth);
}

export { serve as GET, serve as POST };
