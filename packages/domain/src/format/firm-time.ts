/**
 * Instants as the firm reads them (issue 26 item 14): every screen, whatever the browser's own zone, shows a time
 * in the firm's zone, Sydney's, and says so with its abbreviation (`AEST` in winter, `AEDT` under daylight saving),
 * so a surveyor travelling or a checker in Perth reads the same "29 Nov 2026, 10:51 pm AEDT" as the office. The
 * service keeps civil dates of instants (a policy acceptance, a sign-off) in the same zone.
 *
 * Intl is used only for the zone's rules (the calendar fields of an instant in Sydney); the words are written
 * here, so the text is the same in every browser and in Node whatever their locale data.
 */

/** The firm's time zone (Australia/Sydney): the calendar and the clock every screen and document reads. */
export const FIRM_TIME_ZONE = 'Australia/Sydney';

/** What a screen says once where it shows several times (the times themselves carry AEST or AEDT). */
export const FIRM_TIME_NOTE = 'Times are Sydney time (AEST/AEDT).';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

let fieldsFormat: Intl.DateTimeFormat | null = null;

/** The calendar fields of an instant in the firm's zone (hours 0–23). */
function firmFields(instant: Date) {
  fieldsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FIRM_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of fieldsFormat.formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour: hour % 24, minute, second };
}

/** The instant's text, or null when it is no instant. */
function instantOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `AEST` (UTC+10) or `AEDT` (UTC+11, daylight saving) at that instant. */
export function firmZoneAbbreviation(instant: Date): 'AEST' | 'AEDT' {
  const f = firmFields(instant);
  const wallMs = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  const offsetMinutes = Math.round((wallMs - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  return offsetMinutes >= 660 ? 'AEDT' : 'AEST';
}

/** An ISO instant in the firm's zone: `29 Nov 2026, 10:51 pm AEDT`; the text unchanged when it is no instant. */
export function formatFirmInstant(iso: string): string {
  const instant = instantOf(iso);
  if (!instant) return iso;
  const f = firmFields(instant);
  const hour12 = f.hour % 12 === 0 ? 12 : f.hour % 12;
  const minute = String(f.minute).padStart(2, '0');
  const period = f.hour < 12 ? 'am' : 'pm';
  return `${f.day} ${MONTHS[f.month - 1]} ${f.year}, ${hour12}:${minute} ${period} ${firmZoneAbbreviation(instant)}`;
}

/** The firm's calendar date (`YYYY-MM-DD`) of an ISO instant; null when it is no instant. */
export function firmCivilDate(iso: string): string | null {
  const instant = instantOf(iso);
  if (!instant) return null;
  const f = firmFields(instant);
  return `${String(f.year).padStart(4, '0')}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}
