-- The tax agent registration number of a user (issue 14): quantity surveyors who prepare depreciation schedules are
-- registered tax agents (Tax Agent Services Act 2009), so the report PDF's sign-off prints the surveyor's and the
-- checker's numbers (src/report-document). Nullable: users come from the identity provider, which does not carry it.
ALTER TABLE users ADD COLUMN tax_agent_registration_number text
  CHECK (tax_agent_registration_number IS NULL OR tax_agent_registration_number ~ '^[0-9]{8}$');

-- The demo users of a data folder seeded before this migration (src/seed/demo.ts gives new ones theirs).
UPDATE users SET tax_agent_registration_number = v.number
  FROM (VALUES ('sam.surveyor@demo.taxdep', '25318764'), ('alex.surveyor@demo.taxdep', '25407931'),
               ('chris.checker@demo.taxdep', '24961582'), ('casey.checker@demo.taxdep', '25129476'),
               ('jordan.checker@demo.taxdep', '24873305')) AS v(email, number)
  WHERE lower(users.email) = v.email AND users.is_demo;
