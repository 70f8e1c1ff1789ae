-- Answers that are the same for every member of a brand or plan (the partner's
-- features, chat hours, the dental and vision plan designs) are kept in memory
-- by each copy of the server (cluster/shared-answers.ts). Any change to their
-- tables, by the server, a script or psql, announces itself on the cluster
-- bus's 'shared_answers' channel so every copy forgets what it kept.
--
-- The bus's channel names carry a prefix (db/postgres-database.ts: the
-- schema's name, so copies on other schemas stay apart; db/pglite-database.ts:
-- 'portal_'). SQL cannot tell the two apart, so the notice goes to both names;
-- nobody listens on the other one. Once per statement: a change of many rows
-- is one notice, sent when its transaction commits.
CREATE FUNCTION portal_shared_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(current_schema() || '_shared_answers', TG_TABLE_NAME);
  PERFORM pg_notify('portal_shared_answers', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER partner_features_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_features
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
CREATE TRIGGER partner_chat_hours_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_chat_hours
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
CREATE TRIGGER dental_plan_designs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dental_plan_designs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
CREATE TRIGGER dental_design_classes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dental_design_classes
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
CREATE TRIGGER vision_design_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vision_design_items
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
