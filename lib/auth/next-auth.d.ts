import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string; name: string } & Omit<NonNullable<DefaultSession["user"]>, "name">;
  }
}

declare module "next-auth" {
  interface User {
    /** The account's session version at sign-in (lib/auth/options.ts). */
    sessionVersion?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The account's session version when the token was issued: a newer one in the database ends it. */
    sv?: number;
  }
}
