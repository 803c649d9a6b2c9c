import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LocalTime } from "@/components/events/local-time";
import { joinUrl } from "@/lib/events/qr";
import { publicOrigin } from "@/lib/http/public-origin";
import { eventMetadata, loadEvent } from "../load-event";

export const dynamic = "force-dynamic";
export const generateMetadata = eventMetadata;

/** `/events/<id>/venue`: a printable page for the venue, the join QR code large (CONTRACTS §9.1 "Joining"). */
export default async function VenuePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const event = await loadEvent(id, null);
  if (!event) notFound();
  const t = await getTranslations("events.day");
  const url = joinUrl(publicOrigin(await headers()), event.id);
  return (
    <div className="mx-auto max-w-2xl space-y-6 text-center print:max-w-none">
      <h1 className="text-4xl font-bold">{event.name}</h1>
      <p className="text-xl">
        <LocalTime iso={event.startsAt} />
      </p>
      {/* biome-ignore lint/performance/noImgElement: an SVG from our own API, printed as it is */}
      <img src={`/api/v1/events/${encodeURIComponent(event.id)}/qr.svg`} alt={url} className="mx-auto aspect-square w-full max-w-[16cm]" />
      <p className="text-2xl font-semibold">{t("joinIntro")}</p>
      <p className="break-all font-mono text-lg">{url}</p>
    </div>
  );
}
