/**
 * The rulings a table's rows cite (issue 26 item 17): the Commissioner's effective lives are determined in Taxation
 * Rulings (TR 2022/1 and its predecessors, s40-100) and each row's `source` names its ruling. The history of
 * loads and the table's view show which ruling a life comes from.
 */

/** A ruling's citation: TR (or TD) year/number, e.g. "TR 2022/1"; spacing as written is normalised to one space. */
const RULING = /\b(TR|TD)\s*(\d{4})\/(\d+)\b/g;

/** The first ruling a source cites, or null when it cites none (e.g. a firm's own code or an ATO guide). */
export function rulingOf(source: string): string | null {
  for (const match of source.matchAll(RULING)) return `${match[1]} ${match[2]}/${match[3]}`;
  return null;
}

/** The distinct rulings of `sources`, newest year first, then by number. */
export function rulingsOf(sources: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    const ruling = rulingOf(source);
    if (ruling) found.add(ruling);
  }
  return [...found].sort((a, b) => {
    const [, ya = '', na = ''] = /(\d{4})\/(\d+)/.exec(a) ?? [];
    const [, yb = '', nb = ''] = /(\d{4})\/(\d+)/.exec(b) ?? [];
    return yb.localeCompare(ya) || Number(nb) - Number(na) || a.localeCompare(b);
  });
}
