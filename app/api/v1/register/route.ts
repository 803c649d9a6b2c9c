import { NextResponse } from "next/server";
import { clientAddress } from "@/lib/auth/client-address";
import { handler, readJson } from "@/lib/http/respond";
import { registerSchema, registerUser } from "@/lib/accounts/service";

/** POST /api/v1/register {username, password} → 201 {id, username}; 409 taken; 400 weak password or bad name; 429 too many from one address. */
export const POST = handler(async (request: Request) => {
  const body = await readJson(request, registerSchema);
  return NextResponse.json(await registerUser(body, clientAddress(request.headers)), { status: 201 });
});
