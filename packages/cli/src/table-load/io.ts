/**
 * What the table-load commands (`taxdep load-effective-life`, `taxdep load-incentive-windows`) share before they
 * differ: where they print and read their settings, and reading the table file, whose failure is bad use (exit 2,
 * docs/product/administration.md "From the command line").
 */
import { readFile } from 'node:fs/promises';

export interface LoadIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
}

export const processIo: LoadIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
};

/** The file's text, or null once it has said why it cannot be read. */
export async function readTableFile(path: string, io: LoadIo): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    io.err(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    return null;
  }
}
