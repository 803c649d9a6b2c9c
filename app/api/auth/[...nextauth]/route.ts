import { nextAuthRoute } from "@/lib/auth/nextauth-route";

/** next-auth's own endpoints (csrf, callback/credentials, session, signout); throttled sign-ins answer 429. */
export { nextAuthRoute as GET, nextAuthRoute as POST };
