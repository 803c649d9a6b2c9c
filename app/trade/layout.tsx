import { ClientMessages } from "@/components/i18n/client-messages";

/** The trade pages' client components get the namespaces i18n/client-namespaces.ts lists for "trade". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="trade">{children}</ClientMessages>;
}
