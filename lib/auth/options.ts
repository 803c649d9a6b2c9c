import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate, sessionAccount, SignInThrottledError, AccountSuspendedError, signInThrottle } from "../accounts/service";
import { safeRedirectUrl } from "./callback-url";
import { clientAddress } from "./client-address";
import { parseCookies } from "./cookies";
import { deviceSetCookie, secureCookies } from "./device-cookie";
import { authSecret } from "./secret";
import type { SignInAttempt } from "./sign-in-attempt";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The session version a token carries (tokens from before versions carry none: version 0). */
export function sessionVersionOf(token: { sv?: unknown }): number {
  return typeof token.sv === "number" && Number.isInteger(token.sv) ? token.sv : 0;
}

/**
 * next-auth 4: username + password, JWT sessions (no session table). The token's `sub`
 * is the user id and `name` the username.
 *
 * The credentials provider's `authorize` does the whole sign-in: the throttles (a peek, then
 * the atomic count inside `authenticate`), the password, the suspension, and the device cookie
 * of a success. It reads the client's address and cookies from the request headers next-auth
 * hands it, and writes what the route must add to next-auth's answer (a 429, the device cookie)
 * into `attempt`, the route's record of this one request (lib/auth/nextauth-route.ts).
 * `authOptions` (no attempt) serves getServerSession, which runs no provider.
 */
export function authOptionsFor(attempt?: SignInAttempt): AuthOptions {
  return {
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login" },
    get secret() {
      return authSecret();
    },
    set secret(_ignored: string | undefined) {
      // next-auth assigns its env fallback here when the getter gives nothing: keep ours.
    },
    // A session that ended (SessionEnded below) is expected, not an error worth a stack trace.
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
          const headers = req.headers ?? {};
          const address = clientAddress(headers);
          const cookies = parseCookies(typeof headers.cookie === "string" ? headers.cookie : "");
          try {
            // Past a limit nothing is counted or checked (not even the right password).
            const state = await signInThrottle(username, address, cookies);
            if (state.limited) throw new SignInThrottledError(state.retryAfterSeconds);
            // Counts the attempt atomically first: parallel attempts that all passed the peek stop here.
            const user = await authenticate(username, password, address, cookies);
            if (!user) return null;
            const device = deviceSetCookie(user.id, secureCookies());
            if (device) attempt?.setCookies.push(device);
            return { id: user.id, name: user.username, sessionVersion: user.sessionVersion };
          } catch (err) {
            if (err instanceof SignInThrottledError) {
              if (attempt) attempt.retryAfterSeconds = Math.max(1, err.retryAfterSeconds);
              throw new Error("TooManyAttempts");
            }
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
}

/** For getServerSession and anything else that reads sessions (no sign-in runs there). */
export const authOptions: AuthOptions = authOptionsFor();
