import Link from "next/link";
import { useTranslations } from "next-intl";

export function Pagination({ page, pageSize, total, params }: { page: number; pageSize: number; total: number; params: Record<string, string> }) {
  const t = useTranslations("catalog");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => `?${new URLSearchParams({ ...params, page: String(p) }).toString()}`;
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={t("pages")}>
      {page > 1 && <Link href={href(page - 1)}>← {t("previous")}</Link>}
      <span>{t("pageOf", { page, pages })}</span>
      {page < pages && <Link href={href(page + 1)}>{t("next")} →</Link>}
    </nav>
  );
}
