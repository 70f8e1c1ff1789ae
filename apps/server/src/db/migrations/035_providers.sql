-- Find care: the public provider directory. Synthetic providers sit at real
-- ZIP-code coordinates (seed/providers.ts). A search is a bounding box on the
-- (latitude, longitude) index refined by the exact great-circle distance,
-- the same SQL on PGlite and PostgreSQL (no extension needed).
CREATE TABLE providers (
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{10}$'),
  name text NOT NULL,
  provider_type text NOT NULL CHECK (provider_type IN (
    'generalDentist', 'pediatricDentist', 'orthodontist', 'oralSurgeon', 'periodontist',
    'endodontist', 'optometrist', 'ophthalmologist', 'lasikCenter')),
  street text NOT NULL,
  city text NOT NULL,
  state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  zip text NOT NULL CHECK (zip ~ '^[0-9]{5}$'),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
  networks text[] NOT NULL,
  accepting_new_patients boolean NOT NULL,
  languages text[] NOT NULL,
  wheelchair_access boolean NOT NULL,
  open_evenings boolean NOT NULL,
  open_saturdays boolean NOT NULL
);
-- The bounding box: a range on latitude, then longitude checked inside the index.
CREATE INDEX providers_location_idx ON providers (latitude, longitude);
