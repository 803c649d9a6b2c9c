import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { ownerNotice } from "@/lib/moderation/notice";
import { ReportButton } from "@/components/moderation/report-button";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LiveRefresh } from "@/components/events/live-refresh";
import { LocalTime } from "@/components/events/local-time";
import { MyTable } from "@/components/events/my-table";
import { RoundTimer } from "@/components/events/round-timer";
import { eventPlay } from "@/lib/games/events";
import { myTable } from "@/lib/events/reports";
import { DELETED_ACCOUNT } from "@/lib/events/names";
import { OrganizerPanel } from "@/components/events/organizer-panel";
import { RegistrationPanel } from "@/components/events/registration-panel";
import { sessionUser } from "@/lib/auth/session";
import { rulesetFor } from "@/lib/games";
import { listMyDecks } from "@/lib/decks/service";
import { type Decklist, getDecklists, type RoundView } from "@/lib/events/service";
import { getStandings, type StandingView } from "@/lib/events/rounds";
import { signInHref } from "@/components/ui/sign-in-href";
import { eventRegistrationChanges } from "@/lib/catalog-changes/registrations";
import { RegistrationChanges } from "@/components/catalog-changes/registration-changes";
import { eventMetadata, loadEvent } from "./load-event";

export const dynamic = "force-dynamic";

export const generateMetadata = eventMetadata;

/** `/events/<id>`: the event, its players, rounds and standings; registration; the organizer's controls; published decklists. */
export default async function EventPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await sessionUser();
  const event = await loadEvent(id, user?.id ?? null);
  if (!event) notFound();
  const t = await getTranslations("events.page");
  const ts = await getTranslations("events.status");
  const [{ standings, cut }, decks, lists, me, touched] = await Promise.all([
    getStandings(event.id, user?.id ?? null),
    user ? listMyDecks(user.id, { game: event.game }) : Promise.resolve([]),
    event.isOrganizer || event.published ? getDecklists(user?.id ?? null, event.id).then((d) => d.decklists) : Promise.resolve(null),
    user && event.myRegistration ? myTable(user.id, event.id) : Promise.resolve(null),
    user && event.isOrganizer ? eventRegistrationChanges(user.id, event.id).then((r) => r.registrations) : Promise.resolve(null),
  ]);
  const td = await getTranslations("events.day");
  const th = await getTranslations("events.history");
  const last = event.rounds.at(-1) ?? null;
  const active = event.players.filter((p) => !event.dropped.includes(p));
  const swiss = event.rounds.filter((r) => r.kind === "swiss");
  const cutRounds = event.rounds.filter((r) => r.kind === "cut");
  return (
    <div className="space-y-6">
      <LiveRefresh eventId={event.id} version={event.version} />
      <HiddenNotice held={(await ownerNotice("event", event.id, event.isOrganizer)).moderation} />
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/events">{(await getTranslations("events"))("allEvents")}</Link>
        </p>
        <h1 className="text-2xl font-bold">{event.name}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t("game")}</dt>
          <dd>
            {rulesetFor(event.game).title}
            {event.format && ` · ${event.format === "beginner" ? t("format.beginner") : t("format.standard")}`}
          </dd>
          <dt className="text-stone-600">{t("organizer")}</dt>
          <dd>{event.organizer ?? t("deletedAccount")}</dd>
          <dt className="text-stone-600">{t("startsAt")}</dt>
          <dd>
            <LocalTime iso={event.startsAt} />
          </dd>
          <dt className="text-stone-600">{t("closesAt")}</dt>
          <dd>
            <LocalTime iso={event.registrationClosesAt} />
          </dd>
          <dt className="text-stone-600">{t("status")}</dt>
          <dd data-testid="event-status">{ts(event.status)}</dd>
          {event.winner && (
            <>
              <dt className="text-stone-600">{t("winner")}</dt>
              <dd className="font-semibold">{event.winner}</dd>
            </>
          )}
        </dl>
      </header>
      {user && !event.isOrganizer && <ReportButton kind="event" id={event.id} />}

      {me && event.rounds.length > 0 && <MyTable eventId={event.id} me={me} game={event.game} />}
      <p className="text-sm">
        <Link href={`/events/${event.id}/join`}>{td("openMyTable")}</Link>
        {event.isOrganizer && (
          <>
            {" · "}
            <Link href={`/events/${event.id}/venue`}>{td("venue")}</Link>
          </>
        )}
      </p>
      {user && !event.isOrganizer && event.status !== "cancelled" && (
        <RegistrationPanel
          eventId={event.id}
          open={event.registrationOpen || event.canRegisterLate}
          decks={decks.map((d) => ({ id: d.id, name: d.name, legal: d.legal }))}
          registered={event.myRegistration}
          canDrop={event.status !== "finished"}
        />
      )}
      {user && event.isOrganizer && event.registrationOpen && (
        <RegistrationPanel
          eventId={event.id}
          open
          decks={decks.map((d) => ({ id: d.id, name: d.name, legal: d.legal }))}
          registered={event.myRegistration}
          canDrop
        />
      )}
      {!user && event.registrationOpen && (
        <p className="text-sm">
          <Link href={signInHref(`/events/${event.id}`)}>{t("signInToRegister")}</Link>
        </p>
      )}
      {event.isOrganizer && (
        <OrganizerPanel
          eventId={event.id}
          registrationOpen={event.registrationOpen}
          published={event.published}
          finished={event.status === "finished"}
          cancelled={event.status === "cancelled"}
          cutStarted={event.cutSize !== null}
          multiplayer={event.seating === "table"}
          last={last}
          active={active}
          heldRound={last && !last.published ? last.round : null}
          canFinish={event.cutSize === null && last !== null && last.complete && last.published && event.status !== "finished"}
        />
      )}
      {touched && event.players.length > 0 && <RegistrationChanges registrations={touched} />}

      <section aria-labelledby="players-title" className="space-y-2">
        <h2 id="players-title" className="text-xl font-semibold">
          {t("players", { count: event.players.length })}
        </h2>
        {event.players.length === 0 ? (
          <p className="text-sm text-stone-600">{t("noPlayers")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm" data-testid="players">
            {event.players.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: deleted accounts share one shown name
              <li key={i} className="rounded border border-stone-300 px-2 py-1">
                {p === DELETED_ACCOUNT ? (
                  t("deletedAccount")
                ) : (
                  <Link href={`/u/${encodeURIComponent(p)}/events`} aria-label={th("link", { name: p })}>
                    {p}
                  </Link>
                )}
                {event.dropped.includes(p) && <span className="ml-1 text-stone-600">({t("dropped")})</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      {[...swiss, ...cutRounds].reverse().map((r) => (
        <Round key={r.round} round={r} />
      ))}

      {standings.length > 0 && swiss.length > 0 && (
        <>
          <Standings rows={standings} />
          <p className="max-w-prose text-xs text-stone-700" data-testid="standings-rules">
            {td(eventPlay(event.game).tieBreakers === "vp" ? "rulesVp" : eventPlay(event.game).tieBreakers === "placings" ? "rulesPlacings" : "rulesMtr")}{" "}
            <a href={`/api/v1/events/${event.id}/standings.csv`}>{td("csv")}</a>
          </p>
        </>
      )}
      {cut && (
        <p className="text-sm">
          {t("cut", { size: cut.size })}
          {cut.winner && ` · ${t("winner")}: ${cut.winner}`}
        </p>
      )}

      {lists && lists.length > 0 && <Decklists lists={lists} published={event.published} />}
    </div>
  );
}

async function Round({ round }: { round: RoundView }) {
  const t = await getTranslations("events.page");
  const td = await getTranslations("events.day");
  return (
    <section aria-labelledby={`round-${round.round}`} className="space-y-2" data-round={round.round}>
      <h2 id={`round-${round.round}`} className="text-xl font-semibold">
        {round.kind === "cut" ? t("cutRound", { round: round.round }) : t("round", { round: round.round })}
      </h2>
      {!round.published && <p className="text-sm font-semibold text-amber-900">{td("held")}</p>}
      {round.timer.remainingMs !== null && !round.complete && <RoundTimer timer={round.timer} />}
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col" className="pr-4">
                {t("table")}
              </th>
              <th scope="col" className="pr-4">
                {t("seats")}
              </th>
              <th scope="col">{t("result")}</th>
            </tr>
          </thead>
          <tbody>
            {round.pairings.map((p) => (
              <tr key={p.table} className="border-t border-stone-200" data-table={p.table}>
                <td className="pr-4 tabular-nums">{p.table}</td>
                <td className="pr-4">{p.bye ? t("bye", { name: p.players[0] ?? "" }) : p.players.join(" – ")}</td>
                <td>
                  {p.bye
                    ? t("byeWin")
                    : p.result === null
                      ? t("pending")
                      : Array.isArray(p.result)
                        ? p.result.map((n, i) => `${i + 1}. ${n}`).join(", ")
                        : p.result === "draw"
                          ? t("draw")
                          : t("wins", { name: (p.result === "a" ? p.players[0] : p.players[1]) ?? "" })}
                  {p.games && ` (${p.games.join("-")})`}
                  {p.score && ` · ${p.score.join("–")} VP`}
                  {p.state === "disputed" && <strong className="ml-2 text-red-800">{td("stateDisputedOrganizer")}</strong>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

async function Standings({ rows }: { rows: StandingView[] }) {
  const t = await getTranslations("events.page");
  const pct = (x: number | null) => (x === null ? "—" : `${(x * 100).toFixed(2)} %`);
  return (
    <section aria-labelledby="standings-title" className="space-y-2">
      <h2 id="standings-title" className="text-xl font-semibold">
        {t("standings")}
      </h2>
      <div className="overflow-x-auto">
        <table className="text-sm" data-testid="standings">
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col" className="pr-3">
                {t("rank")}
              </th>
              <th scope="col" className="pr-3">
                {t("player")}
              </th>
              <th scope="col" className="pr-3">
                {t("points")}
              </th>
              <th scope="col" className="pr-3">
                {t("record")}
              </th>
              <th scope="col" className="pr-3">
                <abbr title={t("omwLong")}>{t("omw")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("gwLong")}>{t("gw")}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: deleted accounts share one shown name
              <tr key={i} className="border-t border-stone-200">
                <td className="pr-3 tabular-nums">{s.rank}</td>
                <td className="pr-3">
                  {s.username}
                  {s.dropped && <span className="ml-1 text-stone-600">({t("dropped")})</span>}
                </td>
                <td className="pr-3 tabular-nums">{s.matchPoints}</td>
                <td className="pr-3 tabular-nums">
                  {s.placings
                    ? s.placings.map((count, place) => t("placed", { place: place + 1, count })).join(", ") || "—"
                    : `${s.wins}-${s.losses}-${s.draws}`}
                </td>
                <td className="pr-3 tabular-nums">{pct(s.omw)}</td>
                <td className="tabular-nums">{pct(s.gw)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

async function Decklists({ lists, published }: { lists: Decklist[]; published: boolean }) {
  const t = await getTranslations("events.page");
  return (
    <section aria-labelledby="decklists-title" className="space-y-2">
      <h2 id="decklists-title" className="text-xl font-semibold">
        {t("decklists")}
      </h2>
      {!published && <p className="text-sm text-stone-600">{t("decklistsPrivate")}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {lists.map((d) => (
          <details key={d.username} className="rounded border border-stone-300 p-2 text-sm">
            <summary className="cursor-pointer">
              {d.username}: {d.deckId ? <Link href={`/decks/${d.deckId}`}>{d.deckName}</Link> : d.deckName}{" "}
              <span className={d.legal ? "text-green-800" : "text-red-800"}>{d.legal ? t("legal") : t("notLegal")}</span>
            </summary>
            {d.cockatriceHash && <p className="mt-2 font-mono text-xs">{t("decklistHash", { hash: d.cockatriceHash })}</p>}
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap text-xs">{d.list}</pre>
          </details>
        ))}
      </div>
    </section>
  );
}
