/** Types of folder-cycles.mjs for the tests that prove it (packages/web/src/feature-boundaries.test.ts). */
export declare function findFolderCycles(
  roots: string[],
  options?: { baseDir?: string },
): Promise<{ root: string; features: string[]; imports: string[] }[]>;
