-- §3 member display: address and phone beside the name, email and ZIP code
-- already on file (GET members NON-TABLE-DATA). '' = not on file; rows that
-- exist before this migration keep '' until the member's data is loaded again.
ALTER TABLE members ADD COLUMN address_line1 text NOT NULL DEFAULT '' CHECK (length(address_line1) <= 64);
ALTER TABLE members ADD COLUMN address_line2 text NOT NULL DEFAULT '' CHECK (length(address_line2) <= 64);
ALTER TABLE members ADD COLUMN city text NOT NULL DEFAULT '' CHECK (length(city) <= 40);
-- Ten digits, or '' when none.
ALTER TABLE members ADD COLUMN phone text NOT NULL DEFAULT '' CHECK (phone ~ '^([0-9]{10})?$');
