import { useTranslations } from "next-intl";
import type { RegistrationChanges as Touched } from "@/lib/catalog-changes/registrations";
import { ChangeList } from "./change-list";

/** For the organizer: the registered lists the catalog's changes since their check touch (CONTRACTS §11). */
export function RegistrationChanges({ registrations }: { registrations: Touched[] }) {
  const t = useTranslations("catalogChanges");
  return (
    <section aria-labelledby="registration-changes-title" className="space-y-2" data-testid="registration-changes">
      <h2 id="registration-changes-title" className="text-xl font-semibold">
        {t("registrationsHeading")}
      </h2>
      {registrations.length === 0 ? (
        <p className="text-sm text-stone-600">{t("registrationsNone")}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {registrations.map((r) => (
            <li key={r.username}>
              <p>
                {t("registrationTouched", { player: r.username, deck: r.deckName, changes: r.changes.length })}{" "}
                <span className="text-stone-600">({t("checkedUnder", { version: r.catalogVersion })})</span>
              </p>
              <ChangeList changes={r.changes} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
