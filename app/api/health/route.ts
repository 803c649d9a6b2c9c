import { NextResponse } from "next/server";
import { catalogCounts } from "@/lib/catalog/service";

export const dynamic = "force-dynamic";

export async function GET() {
  return NextResponse.json({ ok: true, cards: await catalogCounts() });
}
