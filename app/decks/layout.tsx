import { ClientMessages } from "@/components/i18n/client-messages";

/** The decks pages' client components get the namespaces i18n/client-namespaces.ts lists for "decks". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="decks">{children}</ClientMessages>;
}
