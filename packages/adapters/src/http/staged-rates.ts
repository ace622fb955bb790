import type { StagedRate, StagedRateQuestion } from '@taxdep/domain';
import type { ApiClient } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/**
 * POST /stagedRates (issue 26; docs/api.md "Staged rates") for the import's and the paste's ports: the answer is
 * usable only with one rate per question, else null (docs/product/rules.md#messages-and-errors, no data).
 */
export async function stagedRatesOver(
  api: ApiClient,
  questions: readonly StagedRateQuestion[],
): Promise<StagedRate[] | null> {
  const answer = await callApi(api, 'POST /stagedRates', { body: { questions: [...questions] } });
  return answer && Array.isArray(answer.rates) && answer.rates.length === questions.length
    ? answer.rates
    : null;
}
