import { ClientMessages } from "@/components/i18n/client-messages";

/** The cards pages' client components get the namespaces i18n/client-namespaces.ts lists for "cards". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="cards">{children}</ClientMessages>;
}
