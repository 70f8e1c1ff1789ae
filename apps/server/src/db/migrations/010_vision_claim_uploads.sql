-- §7 members/claims/vision/upload: one submission per vision claim, for one
-- patient (§5 "one patient per claim") of the member's vision coverage line
-- (SPDC, §3), and the files it carried. The bytes live in the file storage
-- (local folder or S3-compatible); the database keeps where and what.

CREATE TABLE vision_claim_uploads (
  id uuid PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- §3 CLMT of the one patient the claim is for.
  claimant_number integer NOT NULL,
  subsidiary_number integer NOT NULL,
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  certificate_number integer NOT NULL,
  status text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (member_id, claimant_number) REFERENCES patients (member_id, claimant_number) ON DELETE CASCADE
);
CREATE INDEX vision_claim_uploads_member_idx ON vision_claim_uploads (member_id, created_at);

CREATE TABLE vision_claim_upload_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  upload_id uuid NOT NULL REFERENCES vision_claim_uploads (id) ON DELETE CASCADE,
  -- Order in which the member sent the files, from 1.
  position integer NOT NULL CHECK (position >= 1),
  -- The name as sent, without any folder and control characters.
  original_name text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
  -- One of the nine §5 types (doc, docx, pdf, png, jpg, gif, xls, xlsx, txt), found from the content.
  detected_type text NOT NULL CHECK (detected_type IN ('doc', 'docx', 'pdf', 'png', 'jpg', 'gif', 'xls', 'xlsx', 'txt')),
  media_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  storage_key text NOT NULL UNIQUE,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  UNIQUE (upload_id, position)
);
