/** Types of feature-boundaries.cjs for the tests that prove its rules (packages/web/src/feature-boundaries.test.ts). */
import type { IForbiddenRuleType } from 'dependency-cruiser';

export declare const TESTS_IN_FEATURE: string;
export declare function featureImportRules(options: {
  name: string;
  root: string;
  shared: string[];
  tests?: string;
}): IForbiddenRuleType[];
export declare function featureOf(path: string, root: string): string | null;
export declare function folderCycles(
  modules: readonly { source: string; dependencies: readonly { resolved: string }[] }[],
  options: { root: string; skip?: RegExp },
): { features: string[]; imports: string[] }[];
