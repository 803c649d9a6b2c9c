import { ClientMessages } from "@/components/i18n/client-messages";

/** The account page's client components get the namespaces i18n/client-namespaces.ts lists for "account". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="account">{children}</ClientMessages>;
}
