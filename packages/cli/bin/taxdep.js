#!/usr/bin/env node
// Runs the TypeScript entry point with tsx's loader registered in this very process, so the CLI needs no build step
// and starts one Node process rather than three (tsx's own CLI relaunches itself in a child): the start-up is most of
// a `taxdep check-import` of a small file (docs/product/import-export.md "Speed").
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
