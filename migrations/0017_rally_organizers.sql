-- A stamp rally belongs to the organization that runs it: its members manage it (spots, QR codes,
-- dashboard), nobody else's organizers do. NULL is the town's own rally, managed by admins only
-- (every rally made before organizers could make them).
ALTER TABLE stamp_rallies ADD COLUMN organization_id INTEGER REFERENCES organizations (id);

CREATE INDEX stamp_rallies_by_organization ON stamp_rallies (organization_id)
  WHERE organization_id IS NOT NULL;
