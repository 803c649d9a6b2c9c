import { ClientMessages } from "@/components/i18n/client-messages";

/** The moderators' page's client components get the namespaces i18n/client-namespaces.ts lists for "admin". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="admin">{children}</ClientMessages>;
}
