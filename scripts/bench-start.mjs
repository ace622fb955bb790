#!/usr/bin/env node
// Measures the start command after install: from launching the service (fresh embedded database, demo data,
// migrations) until the portal answers, and again on a warm data folder. Prints the figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const port = 18500;

function answers() {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/', rejectUnauthorized: false, timeout: 1000 },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

async function timeStart(dataDir) {
  const started = process.hrtime.bigint();
  const child = spawn('pnpm', ['--filter', '@taxdep/server', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), TAXDEP_DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (let i = 0; i < 1200; i++) {
      if (await answers()) return Number(process.hrtime.bigint() - started) / 1e6;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the portal did not answer within 120 s');
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'taxdep-bench-start-'));
try {
  const cold = await timeStart(dataDir);
  const warm = await timeStart(dataDir);
  console.log(
    `start until the portal answers: first start (new database, demo data) ${(cold / 1000).toFixed(2)} s; warm start ${(warm / 1000).toFixed(2)} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
