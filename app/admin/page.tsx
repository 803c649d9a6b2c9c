import "server-only";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AccountActions, ThingActions } from "@/components/moderation/admin-actions";
import { sessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { HIDEABLE_KINDS } from "@/lib/moderation/input";
import { moderationLog } from "@/lib/moderation/log";
import { isModerator } from "@/lib/moderation/moderators";
import { reportQueue } from "@/lib/moderation/queue";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("moderation");
  return { title: t("admin.title"), robots: { index: false } };
}

/** /admin (CONTRACTS §12): the open reports grouped by thing, the actions, the log. 404 to anyone but a moderator. */
export default async function AdminPage() {
  const user = await sessionUser();
  if (!user || !(await isModerator({ id: user.id, username: user.name }))) notFound();
  const t = await getTranslations("moderation");
  const [things, log] = await Promise.all([reportQueue("open"), moderationLog(await db())]);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
      <section aria-labelledby="queue" className="space-y-4">
        <h2 id="queue" className="text-xl font-semibold">
          {t("admin.queue", { count: things.length })}
        </h2>
        {things.length === 0 && <p>{t("admin.empty")}</p>}
        <ul className="space-y-4">
          {things.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="rounded border border-stone-300 bg-white p-4">
              <h3 className="font-semibold">
                {t(`kinds.${item.kind}`)}: {item.thing ? <Link href={item.thing.href}>{item.thing.name}</Link> : <span>{t("admin.gone")}</span>}
              </h3>
              {item.thing && (
                <p className="text-sm text-stone-700">
                  {t("admin.owner", { owner: item.thing.owner })} ·{" "}
                  {item.thing.hidden ? t("admin.isHidden", { note: item.thing.hidden.note }) : item.thing.visibility}
                </p>
              )}
              <ul className="mt-2 list-disc pl-5 text-sm">
                {item.reports.map((r) => (
                  <li key={r.id}>
                    <strong>{t(`reasons.${r.reason}`)}</strong> · {r.reporter} · <time dateTime={r.at}>{r.at.slice(0, 16).replace("T", " ")}</time>
                    {r.text && <q className="ml-1">{r.text}</q>}
                  </li>
                ))}
              </ul>
              <ThingActions
                kind={item.kind}
                id={item.id}
                owner={item.thing?.owner ?? null}
                hidden={item.thing?.hidden !== null && item.thing?.hidden !== undefined}
                hideable={(HIDEABLE_KINDS as readonly string[]).includes(item.kind) && item.thing !== null}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="accounts" className="space-y-2 rounded border border-stone-300 bg-white p-4">
        <h2 id="accounts" className="text-xl font-semibold">
          {t("admin.accounts")}
        </h2>
        <AccountActions />
      </section>
      <section aria-labelledby="log" className="space-y-2">
        <h2 id="log" className="text-xl font-semibold">
          {t("admin.log")}
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{t("admin.when")}</th>
              <th scope="col">{t("admin.who")}</th>
              <th scope="col">{t("admin.what")}</th>
              <th scope="col">{t("admin.noteColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {log.map((e) => (
              <tr key={e.id} className="border-t border-stone-200 align-top">
                <td>
                  <time dateTime={e.at}>{e.at.slice(0, 16).replace("T", " ")}</time>
                </td>
                <td>{e.moderator}</td>
                <td>
                  {t(`actions.${e.action}`)} · {t(`kinds.${e.kind}`)} {e.subject ? `(${e.subject})` : ""}
                </td>
                <td>{e.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
