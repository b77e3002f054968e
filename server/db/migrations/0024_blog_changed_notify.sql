-- Each instance keeps the public posts it has shown in memory (features/blog/public-post-cache.ts).
-- Any change a visitor could see on a post page (a post, its category, tags, an author's name) is
-- announced on vdc_blog_changed at commit (one notice per transaction: PostgreSQL folds identical
-- ones), whichever code path or instance made it, and every instance forgets its copies.
CREATE OR REPLACE FUNCTION vdc_notify_blog_changed() RETURNS trigger AS $$
BEGIN
  -- Nested IFs: a condition naming a column is only prepared for the table that has it.
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME = 'posts' THEN
      -- A counted view (view_count, and updated_at with it) changes nothing the copies must follow:
      -- the page reads its count from the view call.
      IF (to_jsonb(NEW) - 'view_count' - 'updated_at') = (to_jsonb(OLD) - 'view_count' - 'updated_at') THEN
        RETURN NULL;
      END IF;
    ELSIF TG_TABLE_NAME = 'users' THEN
      IF (NEW.first_name, NEW.last_name, NEW.username)
         IS NOT DISTINCT FROM (OLD.first_name, OLD.last_name, OLD.username) THEN
        RETURN NULL;
      END IF;
    END IF;
  END IF;
  PERFORM pg_notify('vdc_blog_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_blog_changed_notify AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION vdc_notify_blog_changed();
--> statement-breakpoint
CREATE TRIGGER categories_blog_changed_notify AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION vdc_notify_blog_changed();
--> statement-breakpoint
CREATE TRIGGER tags_blog_changed_notify AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH ROW EXECUTE FUNCTION vdc_notify_blog_changed();
--> statement-breakpoint
CREATE TRIGGER post_tags_blog_changed_notify AFTER INSERT OR UPDATE OR DELETE ON post_tags
  FOR EACH ROW EXECUTE FUNCTION vdc_notify_blog_changed();
--> statement-breakpoint
-- A deleted author leaves the post (author set null): that update of the post is announced.
CREATE TRIGGER users_blog_changed_notify AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION vdc_notify_blog_changed();
