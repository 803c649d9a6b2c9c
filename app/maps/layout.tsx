import { ClientMessages } from "@/components/i18n/client-messages";

/** The maps pages' client components get the namespaces i18n/client-namespaces.ts lists for "maps". */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="maps">{children}</ClientMessages>;
}
