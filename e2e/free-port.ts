import { execFileSync } from 'node:child_process';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, asked of the system (listen on port 0), for the portal the
 * browser tests start (issue 24: with a fixed port, anything else listening there failed the run at once).
 * Synchronous because Playwright reads its configuration synchronously; a child Node process does the asking.
 */
export function freePortSync(): number {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{const p=s.address().port;s.close(()=>process.stdout.write(String(p)));});";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free port from the system (got ${port})`);
  return port;
}
