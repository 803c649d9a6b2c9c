import Link from "next/link";

export function Pagination({ page, pageSize, total, params }: { page: number; pageSize: number; total: number; params: Record<string, string> }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => `?${new URLSearchParams({ ...params, page: String(p) }).toString()}`;
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label="Pages">
      {page > 1 && <Link href={href(page - 1)}>← Previous</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link href={href(page + 1)}>Next →</Link>}
    </nav>
  );
}
