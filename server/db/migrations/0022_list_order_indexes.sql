CREATE INDEX "users_role_index" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "charities_list_order_index" ON "charities" USING btree (("verification_status" = 'pending') desc,"name","id");--> statement-breakpoint
CREATE INDEX "pages_updated_at_id_index" ON "pages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "posts_updated_at_id_index" ON "posts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "auto_dealers_list_order_index" ON "auto_dealers" USING btree ((case "verification_status" when 'pending' then 0 else 1 end),"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "custom_forms_created_at_id_index" ON "custom_forms" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_index" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_id_index" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "privacy_requests_list_order_index" ON "privacy_requests" USING btree ((case when "status" in ('received', 'in_progress') then 0 else 1 end),"due_at","id" DESC NULLS FIRST);