import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { setIdSchema } from "@/lib/sets/input";
import { getSet, type SetView } from "@/lib/sets/service";
import { designedSetOf } from "@/components/designer/set-designer-state";
import { SetDesignerShell } from "@/components/designer/set-designer-shell";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("designer");
  return { title: t("metaTitle") };
}

type Props = { params: Promise<{ id: string }> };

/** The card designer of a player-made set: its owner only; anyone else gets the set's 404. */
export default async function DesignSetPage({ params }: Props) {
  const parsed = setIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const user = await sessionUser();
  if (!user) notFound();
  let set: SetView;
  try {
    set = await getSet(user.id, parsed.data);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
  if (!set.mine) notFound();
  return <SetDesignerShell initial={designedSetOf(set)} />;
}
