-- A plan's documents (certificate, plan summary, amendments, riders) are the
-- same for every member on the plan: each copy of the server keeps a plan's
-- list with the other shared answers (cluster/shared-answers.ts) and forgets
-- it on any change, announced by migration 032's statement trigger.
CREATE TRIGGER plan_documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_documents
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
