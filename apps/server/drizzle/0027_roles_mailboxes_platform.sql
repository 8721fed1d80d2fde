DROP INDEX "mailboxes_email_type_key";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "platform_type" smallint;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "platform_type" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_email_type_platform_key" ON "mailboxes" USING btree (lower("email"),"email_type",coalesce("platform_type", 0));--> statement-breakpoint
-- Existing roles (decision 0039): a role held only by users of one platform becomes that platform's;
-- a role held by users of several platforms, by a user with no platform, or by nobody stays the
-- reseller's own (null). Existing mailboxes stay null: they keep receiving every platform's mail,
-- and only users with no platform see and change them.
UPDATE "roles" r SET "platform_type" = h.platform_type
FROM (
  SELECT ur.role_id, min(u.platform_type) AS platform_type
  FROM "user_roles" ur JOIN "users" u ON u.id = ur.user_id
  GROUP BY ur.role_id
  HAVING count(*) FILTER (WHERE u.platform_type IS NULL) = 0 AND count(DISTINCT u.platform_type) = 1
) h
WHERE r.id = h.role_id;
