import { ClientMessages } from "@/components/i18n/client-messages";

/** The collection pages' client components get the namespaces i18n/client-namespaces.ts lists for "collection". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="collection">{children}</ClientMessages>;
}
