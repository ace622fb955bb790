import { fileURLToPath } from 'node:url';

/** Where the specs keep the screenshots people look at: test-results/screens at the repository root. */
export function screenPath(name: string): string {
  return fileURLToPath(new URL(`../../test-results/screens/${name}.png`, import.meta.url));
}
