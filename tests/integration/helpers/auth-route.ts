import * as route from "@/app/api/auth/[...nextauth]/route";
import { servedByNext } from "./next-route";

/** next-auth's /api/auth/* handlers (app/api/auth/[...nextauth]/route.ts), run in Next's request scope as `next start` runs them. */
export const { GET, POST } = servedByNext(route, "/api/auth/[...nextauth]/route");
