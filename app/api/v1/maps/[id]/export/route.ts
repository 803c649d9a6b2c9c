import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { exportMap } from "@/lib/maps/service";
import { mapIdOf, type MapContext } from "../../_shared";

/** GET /api/v1/maps/:id/export: the map file (CONTRACTS §4) as a download that `cli map` reads. */
export const GET = handler(async (request: Request, context: MapContext) => {
  const id = await mapIdOf(context);
  const user = await currentUser(request);
  const { name, file } = await exportMap(user?.id ?? null, id);
  const fileName = `${name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "map"}.json`;
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` },
  });
});
