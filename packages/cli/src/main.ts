#!/usr/bin/env node
/**
 * `taxdep <command>`: one entry point, one module per command, loaded on demand so that
 * a command's dependencies cost nothing to the others. `taxdep --help` lists them; each takes `--help`.
 */
const commands: Record<
  string,
  { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> }
> = {
  calc: {
    summary: 'run the tax engine on a scenario file and print the schedule and the summary tax flow',
    load: () => import('./calc/command'),
  },
  'check-import': {
    summary:
      'check a CSV file as Import Assets does: file, headings, each row (exit 0 valid, 1 invalid, 2 refused)',
    load: () => import('./check-import/command'),
  },
  'load-effective-life': {
    summary:
      'load an effective-life table file into the database, printing what it adds and changes (--dry-run)',
    load: () => import('./load-effective-life/command'),
  },
  'load-incentive-windows': {
    summary:
      'load an incentive table file through the running portal, printing what it adds, changes and removes (--confirm)',
    load: () => import('./load-incentive-windows/command'),
  },
  token: {
    summary: 'print a product token for a portal user, to paste into the shell on localhost',
    load: () => import('./token/command'),
  },
};

function help(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, { summary }]) => `  ${name.padEnd(width)}  ${summary}`);
  return `usage: taxdep <command> [args]\n\ncommands:\n${lines.join('\n')}\n\nRun taxdep <command> --help for a command's arguments.\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(help());
    return 0;
  }
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${name ? `Unknown command ${name}\n` : ''}${help()}`);
    return 2;
  }
  const module = await command.load();
  return module.run(args);
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
