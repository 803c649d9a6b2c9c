import { ClientMessages } from "@/components/i18n/client-messages";

/** The login pages' client components get the namespaces i18n/client-namespaces.ts lists for "login". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="login">{children}</ClientMessages>;
}
