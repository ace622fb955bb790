#!/usr/bin/env node
/**
 * `taxdep <command>`: one entry point, one module per command, loaded on demand so that
 * a command's dependencies cost nothing to the others.
 */
const commands: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  calc: () => import('./calc/command'),
  token: () => import('./token/command'),
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const load = name ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(`usage: taxdep <${Object.keys(commands).join('|')}> [args]\n`);
    return 2;
  }
  const command = await load();
  return command.run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
