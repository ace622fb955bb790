/** docs/product/usage-policy.md says the words the policy screen shows (USAGE_POLICY, issue 15). */
import { readFile } from 'node:fs/promises';
import { USAGE_POLICY } from '@taxdep/domain';
import { formatLongDate } from '@taxdep/domain/format';
import { describe, expect, it } from 'vitest';

describe('the usage policy document', () => {
  it('holds the title, the date and every paragraph of USAGE_POLICY', async () => {
    const text = await readFile(new URL('../../../../docs/product/usage-policy.md', import.meta.url), 'utf8');
    // Markdown wraps lines: compare with single spaces.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`## ${USAGE_POLICY.title}`);
    expect(flat).toContain(`(\`${USAGE_POLICY.date}\`)`);
    expect(flat).toContain(formatLongDate(USAGE_POLICY.date).replace(/^0/, ''));
    for (const paragraph of USAGE_POLICY.paragraphs) expect(flat).toContain(paragraph);
  });
});
