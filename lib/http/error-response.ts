import { NextResponse } from "next/server";

/** The API's error body (docs/api.md): `{"error": {"code", "message", "issues"?}}` with its status. */
export function errorResponse(status: number, code: string, message: string, issues?: unknown, headers?: Record<string, string>): NextResponse {
  return NextResponse.json({ error: issues === undefined ? { code, message } : { code, message, issues } }, { status, headers });
}
