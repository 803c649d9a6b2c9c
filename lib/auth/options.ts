import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate, SignInThrottledError } from "../services/accounts";
import { safeRedirectUrl } from "./callback-url";
import { clientAddress } from "./client-address";
import { authSecret } from "./secret";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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
          const user = await authenticate(username, password, clientAddress(req.headers ?? {}));
          return user ? { id: user.id, name: user.username } : null;
        } catch (err) {
          if (err instanceof SignInThrottledError) throw new Error("TooManyAttempts");
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
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.name = user.name;
      }
      return token;
    },
    session({ session, token }) {
      session.user = { id: token.sub ?? "", name: token.name ?? "" };
      return session;
    },
  },
};
