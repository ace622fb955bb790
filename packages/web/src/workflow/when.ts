/** An ISO instant as the firm reads it, in the browser's time zone: "26 Nov 2026, 6:45 pm". */
export function shownInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
