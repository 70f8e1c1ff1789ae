-- Customer service finds members by SPDC (§1). The search walks
-- coverage_lines_spdc_idx (001: subsidiary, policy, division, certificate) to
-- the few lines of that SPDC, joins members by primary key and accounts by
-- accounts_member_idx, and applies the optional filters (date of birth, ZIP,
-- names, email) to those rows only: an index scan at 10 000 and at 1 000 000
-- members alike (docs/performance.md, bench/csr-search.ts).
--
-- Names match ignoring case and accents ('Jose' finds 'José'). unaccent is an
-- extension PGlite does not load by default, so the folding is this
-- immutable function, the same on PGlite and PostgreSQL; it runs on the
-- matching rows only, so it needs no index of its own.
CREATE FUNCTION portal_fold_name(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(btrim(name),
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĚěĘęÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž',
    'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz'));

