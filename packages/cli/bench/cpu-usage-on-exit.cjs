// Preloaded by check-import.bench.ts into the command's process: prints its CPU time on exit, a figure a busy
// machine distorts far less than the wall time.
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\ncpu-ms ${Math.round((user + system) / 1000)}\n`);
});
