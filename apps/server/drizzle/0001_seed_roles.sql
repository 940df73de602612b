-- The two roles the product knows. 'Authenticated' is every new user's; 'Admin' is the operator's
-- (granted with `npm run admin -- grant-admin <email>`), and never widens access to other organizations.
INSERT INTO "roles" ("name", "type", "description") VALUES
  ('Authenticated', 'authenticated', 'Default role given to every signed-up user'),
  ('Admin', 'admin', 'Operator: may refresh generated sections and edit the shipped default prompts')
ON CONFLICT DO NOTHING;
