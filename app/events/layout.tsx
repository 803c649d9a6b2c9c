import { ClientMessages } from "@/components/i18n/client-messages";

/** The events pages' client components get the namespaces i18n/client-namespaces.ts lists for "events". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="events">{children}</ClientMessages>;
}
