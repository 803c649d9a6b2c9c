import Link from "next/link";
import { useTranslations } from "next-intl";

export default function SetNotFound() {
  const t = useTranslations("sets.notFound");
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-stone-700">
        {t.rich("text", {
          link: (chunks) => (
            <Link href="/login" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <p>
        <Link href="/sets/public" className="underline">
          {t("browse")}
        </Link>{" "}
        ·{" "}
        <Link href="/sets" className="underline">
          {t("mine")}
        </Link>
      </p>
    </div>
  );
}
