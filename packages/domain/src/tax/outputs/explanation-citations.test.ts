import { describe, expect, it } from 'vitest';
import { asset, run } from '../test-support';
import { explainAssetYear } from './explanation';
import { assetYearExplanationAnswer } from './explanation-answers';
import { lawCitation } from './explanation-citations';

describe('explanations cite the law, not the repository (issue 26 item 9)', () => {
  it('replaces rules and decisions with the provisions they follow', () => {
    expect(lawCitation('s40-440(1); docs/tax-rules.md "Low value pool", rule 5')).toBe(
      'ITAA 1997 s40-440(1)',
    );
    expect(lawCitation('rule 5, decision 10')).toBe('ITAA 1997 s40-440(1)');
    expect(lawCitation('rule 11; IT(TP)A Subdiv 40-BA')).toBe('IT(TP)A Subdiv 40-BA');
    expect(lawCitation('s40-72(1), s40-95(2); docs/tax-rules.md "Methods", decision 12')).toBe(
      'ITAA 1997 s40-72(1), s40-95(2); TR 2022/1; Effective Life Determination 2025',
    );
    expect(lawCitation('docs/tax-rules.md "Money and rounding", rule 8, rule 14')).toBe(
      'rounded once a year to the report’s unit (cent or dollar)',
    );
  });

  it('leaves no repository document in any citation of an answer', () => {
    const s = run([asset({ disposal: { date: '2025-03-31', terminationValue: 10_000 } })]);
    const answer = assetYearExplanationAnswer(explainAssetYear(s, '1', 2025));
    const citations = [
      ...answer.steps.map((step) => step.citation),
      ...answer.events.map((event) => event.citation),
      answer.days?.citation,
      answer.rate?.citation,
      answer.rounding?.citation,
    ];
    expect(citations.length).toBeGreaterThan(5);
    for (const citation of citations) expect(citation ?? '').not.toMatch(/docs\/|\brule \d|decision \d/);
    expect(answer.steps.find((step) => step.key === 'decline')?.citation).toMatch(/^ITAA 1997 s40-72\(1\)/);
  });
});
