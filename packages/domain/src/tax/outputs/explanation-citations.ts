/**
 * Issue 26 item 9: an explanation cites the law a surveyor can look up (the Income Tax Assessment Act 1997, the
 * Transitional Provisions Act, a ruling), never the repository's own documents. The engine's steps keep their
 * precise citations ("s40-440(1); rule 5", "decision 9") for the code's readers; the answer (explanation-answers.ts)
 * says them in the law's terms: each rule and decision of docs/tax-rules.md and docs/tax-engine.md is replaced by
 * the provisions it follows, and a repository reference with no provision behind it (rounding, a display choice)
 * by what it is.
 */

/** The provisions behind docs/tax-rules.md's precise rules (empty: a rule of ours with no provision of its own). */
const RULES: Record<number, readonly string[]> = {
  1: [],
  2: ['s40-72(1)', 's40-75(1)'],
  3: ['s40-425(5)', 's40-430(2)'],
  4: ['s40-425', 's40-440'],
  5: ['s40-440(1)'],
  6: ['s40-445'],
  7: ['s43-40', 's43-250'],
  8: [],
  9: ['s43-210'],
  10: ['s8-1', 's25-10'],
  11: ['IT(TP)A Subdiv 40-BA'],
  12: ['s40-285', 's40-295'],
  13: ['s40-285', 's43-225 to s43-240'],
  14: [],
  15: [],
  16: ['s40-72(1)'],
  17: [],
  18: ['s40-420'],
};

/** The provisions behind docs/tax-engine.md's decisions. */
const DECISIONS: Record<number, readonly string[]> = {
  1: ['s40-285(1)', 's40-285(2)'],
  2: ['s40-70'],
  3: ['s40-70'],
  4: ['s40-70', 's40-285'],
  6: ['s40-75(1)'],
  7: ['s40-72(1)'],
  8: ['s40-65'],
  9: ['s40-445'],
  10: ['s40-440(1)'],
  12: ['s40-95(2)', 'TR 2022/1', 'Effective Life Determination 2025'],
  19: ['s40-27', 's40-291'],
  20: ['s40-80(2)'],
};

/** A provision of the law as a part of a citation: a section, a table, another Act, a ruling or determination. */
const LAW_PART = /^(s\d|Tables? 43|IT\(TP\)A|Subdiv|TR \d|TD \d|ATO ID|Effective Life Determination)/;

/** What a step is without a provision of its own: the arithmetic of the report's settings. */
const OWN_ARITHMETIC = 'rounded once a year to the report’s unit (cent or dollar)';

/** The citation in the law's terms: "s40-440(1); rule 5, decision 10" → "ITAA 1997 s40-440(1)". */
export function lawCitation(citation: string): string {
  const provisions: string[] = [];
  const add = (part: string) => {
    if (!provisions.includes(part)) provisions.push(part);
  };
  let arithmetic = false;
  for (const raw of citation.split(/[;,]/)) {
    const part = raw.trim().replace(/\s*\(.*$/, '');
    if (part === '') continue;
    const rule = /^rules? (\d+)/.exec(part);
    const decision = /^decision (\d+)/.exec(part);
    if (rule) (RULES[Number(rule[1])] ?? []).forEach(add);
    else if (decision) (DECISIONS[Number(decision[1])] ?? []).forEach(add);
    else if (LAW_PART.test(part)) add(raw.trim());
    else if (/rounding/i.test(part)) arithmetic = true;
  }
  const sections = provisions.filter((p) => p.startsWith('s'));
  const others = provisions.filter((p) => !p.startsWith('s'));
  const parts = [...(sections.length > 0 ? [`ITAA 1997 ${sections.join(', ')}`] : []), ...others];
  if (parts.length === 0) return arithmetic ? OWN_ARITHMETIC : 'ITAA 1997 Division 40';
  return parts.join('; ');
}
