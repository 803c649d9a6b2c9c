import { ClientMessages } from "@/components/i18n/client-messages";

/** The register pages' client components get the namespaces i18n/client-namespaces.ts lists for "register". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="register">{children}</ClientMessages>;
}
