import Link from "next/link";
import { useTranslations } from "next-intl";

/**
 * "← Previous · Page 2 of 5 · Next →" under a list: links to the same address with another
 * `page` (a server-rendered listing, `params` the address's other parameters), or buttons
 * (`onPage`, a list the page fetches itself: they stay in place, disabled at either end).
 * Nothing for a single page. `label` names the navigation (default "Pages").
 */
export function Pagination({
  page,
  pageSize,
  total,
  params,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  params?: Record<string, string>;
  onPage?: (page: number) => void;
  label?: string;
}) {
  const t = useTranslations("catalog");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const step = "inline-flex min-h-6 items-center rounded border border-stone-400 px-2 py-0.5 disabled:opacity-40";
  const href = (p: number) => `?${new URLSearchParams({ ...params, page: String(p) }).toString()}`;
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={label ?? t("pages")}>
      {onPage ? (
        <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={step}>
          ← {t("previous")}
        </button>
      ) : (
        page > 1 && (
          <Link href={href(page - 1)} className="inline-flex min-h-6 items-center">
            ← {t("previous")}
          </Link>
        )
      )}
      <span>{t("pageOf", { page, pages })}</span>
      {onPage ? (
        <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={step}>
          {t("next")} →
        </button>
      ) : (
        page < pages && (
          <Link href={href(page + 1)} className="inline-flex min-h-6 items-center">
            {t("next")} →
          </Link>
        )
      )}
    </nav>
  );
}
