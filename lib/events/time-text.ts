/**
 * An event's times as a reader reads them (CONTRACTS §9.1 "Status": "pages show them in the
 * reader's time zone and name the zone"): the date and time in `timeZone`, then the zone's short
 * name and its IANA id when they differ ("3 Dec 2026, 21:00 GMT+1 (Europe/Warsaw)"). Pure: the
 * browser passes its own zone, the server (before the page runs) UTC.
 */
export function timeInZone(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  const text = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
  const short =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  return short === timeZone || timeZone === "UTC" ? `${text} ${short}` : `${text} ${short} (${timeZone})`;
}
