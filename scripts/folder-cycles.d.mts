/** Types of scripts/folder-cycles.mjs, for the TypeScript tests that use it. */
export interface FolderCycle {
  /** The folders (or root files) in the ring, sorted. */
  folders: string[];
  /** One import `from → to` for each step between them, sorted. */
  steps: string[];
}

export function folderOf(root: string, source: string): string | null;

export function folderCycles(
  root: string,
  modules: readonly { source: string; dependencies: readonly { resolved: string }[] }[],
): FolderCycle[];

export function cruiseFolderCycles(
  roots: string[],
  options?: { config?: string; baseDir?: string },
): Promise<{ root: string; cycles: FolderCycle[] }[]>;
