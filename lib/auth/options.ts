import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate, sessionAccount, SignInThrottledError, AccountSuspendedError } from "../accounts/service";
import { safeRedirectUrl } from "./callback-url";
import { clientAddress } from "./client-address";
import { parseCookies } from "./cookies";
import { authSecret } from "./secret";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The session version a token carries (tokens from before versions carry none: version 0). */
export function sessionVersionOf(token: { sv?: unknown }): number {
  return typeof token.sv === "number" && Number.isInteger(token.sv) ? token.sv : 0;
}

/**
 * next-auth 4: username + password, JWT sessions (no session table). The token's `sub`
 * is the user id and `name` the username. Throttled attempts are answered 429 by the
 * route (lib/auth/nextauth-route.ts) before they reach `authorize`; `authorize` checks again.
 */
export const authOptions: AuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  get secret() {
    return authSecret();
  },
  set secret(_ignored: string | undefined) {
    // next-auth assigns its env fallback here when the getter gives nothing: keep ours.
  },
  // A session that ended (SessionEnded above) is expected, not an error worth a stack trace.
  logger: {
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && String((metadata as { message?: unknown })?.message ?? metadata).includes("SessionEnded")) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
  providers: [
    CredentialsProvider({
      name: "Username",
      credentials: {
        username: { label: "Username", type: "text" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, req) {
        const username = typeof credentials?.username === "string" ? credentials.username : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        if (username === "" || password === "") return null;
        try {
          const headers = req.headers ?? {};
          const cookie = typeof headers.cookie === "string" ? headers.cookie : "";
          const user = await authenticate(username, password, clientAddress(headers), parseCookies(cookie));
          return user ? { id: user.id, name: user.username, sessionVersion: user.sessionVersion } : null;
        } catch (err) {
          if (err instanceof SignInThrottledError) throw new Error("TooManyAttempts");
          if (err instanceof AccountSuspendedError) throw new Error("AccountSuspended");
          throw err;
        }
      },
    }),
  ],
  callbacks: {
    // Only paths on this site: `callbackUrl=/.//evil.example` and the like go to the front page.
    redirect({ url, baseUrl }) {
      return safeRedirectUrl(url, baseUrl);
    },
    // A new sign-in writes the account's session version into the token; every later read
    // (getServerSession, /api/auth/session) checks it against the database, and a token whose
    // account is gone or whose version is stale is no session (next-auth then clears the cookie).
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.name = user.name;
        token.sv = user.sessionVersion ?? 0;
        return token;
      }
      if (typeof token.sub !== "string" || !(await sessionAccount(token.sub, sessionVersionOf(token)))) throw new Error("SessionEnded");
      return token;
    },
    session({ session, token }) {
      session.user = { id: token.sub ?? "", name: token.name ?? "" };
      return session;
    },
  },
};
