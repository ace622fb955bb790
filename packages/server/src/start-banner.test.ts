import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users';
import { type StartFacts, startBanner } from './start-banner';

const development: StartFacts = {
  mode: 'development',
  address: 'https://127.0.0.1:8443',
  listening: '127.0.0.1:8443',
  databaseUrl: null,
  dataDir: '/srv/taxdep',
  migrationsApplied: 10,
  taxCodesSeeded: 196,
  demoSeeded: true,
  log: { file: '/srv/taxdep/logs/service.log', level: 'info', consoleLevel: 'warn' },
  issuers: [],
  selfSignedCertificate: true,
  demo: {
    password: DEMO_PASSWORD,
    users: DEMO_USERS,
    reports: [
      { id: 1, name: '30 June 2025', status: 'In Progress', kind: 'depreciation' },
      { id: 5, name: null, status: 'In Progress', kind: 'depreciation' },
      { id: 7, name: 'Harbour Tower capex forecast', status: 'In Progress', kind: 'capex' },
      { id: 8, name: 'Harbour Tower reinstatement cost assessment', status: 'In Progress', kind: 'rca' },
    ],
  },
  unsupportedNodeForSignIn: null,
};

describe('startBanner', () => {
  it('names the address, every demo user with the password, the report links and the log file', () => {
    const text = startBanner(development);
    expect(text).toContain('Open the portal    https://127.0.0.1:8443/');
    expect(text).toContain('Demo users (password: demo)');
    for (const user of DEMO_USERS) expect(text).toMatch(new RegExp(`${user.email}\\s+${user.role}`));
    expect(text).toContain('https://127.0.0.1:8443/?depreciationReportId=1   30 June 2025, In Progress');
    expect(text).toContain('?depreciationReportId=5   (no name yet), In Progress');
    // Issue 27: a capex forecast opens at ?capexId=.
    expect(text).toContain('?capexId=7   Harbour Tower capex forecast, In Progress');
    // Issue 28: an assessment at ?rcaId=.
    expect(text).toContain('?rcaId=8   Harbour Tower reinstatement cost assessment, In Progress');
    expect(text).toContain('/srv/taxdep/logs/service.log');
    expect(text).toContain('PGlite in /srv/taxdep/pglite');
    expect(text).toContain('https://localhost:8443/ the portal asks for a pasted token');
    expect(text).not.toContain('Node ');
  });

  it('says plainly when the built-in sign-in runs on a Node release its library does not support', () => {
    expect(startBanner({ ...development, unsupportedNodeForSignIn: '20.20.2' })).toContain(
      'Node 20.20.2: the built-in sign-in',
    );
  });

  it('in production shows the identity provider, where it listens and no password', () => {
    const text = startBanner({
      ...development,
      mode: 'production',
      listening: '0.0.0.0:8443',
      databaseUrl: 'postgres://taxdep:s3cret@db.internal:5432/taxdep',
      issuers: ['https://login.example/b2c'],
      selfSignedCertificate: false,
      demo: null,
    });
    expect(text).toContain("the firm's identity provider: https://login.example/b2c");
    expect(text).toContain('PostgreSQL at db.internal:5432/taxdep');
    expect(text).toContain('Listening on       0.0.0.0:8443');
    expect(text).toContain('Demo data          off');
    expect(text).not.toContain('TAXDEP_ALLOW_EMBEDDED_DATABASE');
    expect(text).not.toMatch(/s3cret|password|self-signed/);
  });

  it('in production names the settings that keep the built-in sign-in and the embedded database', () => {
    const text = startBanner({ ...development, mode: 'production', demo: null });
    expect(text).toContain('kept by TAXDEP_ALLOW_BUILTIN_SIGN_IN=1');
    expect(text).toContain('PGlite kept by TAXDEP_ALLOW_EMBEDDED_DATABASE=1');
  });

  it('ends with the rule, so nothing of the start follows the banner', () => {
    expect(startBanner(development).trimEnd().split('\n').at(-1)).toMatch(/^─+$/);
  });
});
