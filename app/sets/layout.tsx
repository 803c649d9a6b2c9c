import { ClientMessages } from "@/components/i18n/client-messages";

/** The sets pages' client components get the namespaces i18n/client-namespaces.ts lists for "sets". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="sets">{children}</ClientMessages>;
}
