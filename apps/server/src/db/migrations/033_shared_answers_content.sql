-- The partner's Member Savings page and offers and its contact points are the
-- same for every member of the brand (§7 content/savings, members/contacts):
-- each copy of the server keeps them with the other shared answers
-- (cluster/shared-answers.ts) and forgets them on any change, announced by the
-- statement trigger of migration 032.
CREATE TRIGGER savings_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON savings_pages
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
CREATE TRIGGER savings_offers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON savings_offers
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
CREATE TRIGGER contact_points_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contact_points
  FOR EACH STATEMENT EXECUTE FUNCTION portal_shared_answers_changed();
