import { headers } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LiveRefresh } from "@/components/events/live-refresh";
import { LocalTime } from "@/components/events/local-time";
import { MyTable } from "@/components/events/my-table";
import { RegistrationPanel } from "@/components/events/registration-panel";
import { sessionUser } from "@/lib/auth/session";
import { signInHref } from "@/components/ui/sign-in-href";
import { joinUrl } from "@/lib/events/qr";
import { myTable } from "@/lib/events/reports";
import { publicOrigin } from "@/lib/http/public-origin";
import { listMyDecks } from "@/lib/decks/service";
import { eventMetadata, loadEvent } from "../load-event";

export const dynamic = "force-dynamic";

export const generateMetadata = eventMetadata;

/**
 * `/events/<id>/join` (CONTRACTS §9.1 "Joining"): the page a player opens from a link or the
 * printed QR code, on their phone. Signed out: sign in and come back. Signed in: register while
 * registration is open (or the organizer let them in late); registered: their own table, live.
 */
export default async function JoinPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await sessionUser();
  const event = await loadEvent(id, user?.id ?? null);
  if (!event) notFound();
  const t = await getTranslations("events.day");
  const ts = await getTranslations("events.status");
  const registered = event.myRegistration !== null;
  const [decks, me] = await Promise.all([
    user && !registered ? listMyDecks(user.id, { game: event.game }) : Promise.resolve([]),
    user && registered ? myTable(user.id, event.id) : Promise.resolve(null),
  ]);
  const url = joinUrl(publicOrigin(await headers()), event.id);
  return (
    <div className="mx-auto max-w-md space-y-4">
      <LiveRefresh eventId={event.id} version={event.version} />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("join", { name: event.name })}</h1>
        <p className="text-sm">
          <LocalTime iso={event.startsAt} /> · <span data-testid="event-status">{ts(event.status)}</span>
        </p>
        <p className="text-sm">
          <Link href={`/events/${event.id}`}>{event.name}</Link>
        </p>
      </header>
      {!user && (
        <p className="text-lg">
          <Link href={signInHref(`/events/${event.id}/join`)} className="font-semibold">
            {t("signInToJoin")}
          </Link>
        </p>
      )}
      {me && <MyTable eventId={event.id} me={me} game={event.game} />}
      {user && !event.isOrganizer && event.status !== "cancelled" && event.status !== "finished" && (
        <RegistrationPanel
          eventId={event.id}
          open={event.registrationOpen || event.canRegisterLate}
          decks={decks.map((d) => ({ id: d.id, name: d.name, legal: d.legal }))}
          registered={event.myRegistration}
          canDrop
        />
      )}
      <p className="text-sm text-stone-700">{t("joinIntro")}</p>
      <p className="break-all text-sm">{url}</p>
      {event.isOrganizer && (
        <p className="text-sm">
          <Link href={`/events/${event.id}/venue`}>{t("venue")}</Link>
        </p>
      )}
    </div>
  );
}
