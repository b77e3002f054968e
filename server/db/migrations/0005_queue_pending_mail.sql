-- E-mails queued before the mail.send job existed get their job, so none is left unsent (decision 007).
INSERT INTO "jobs" ("id", "name", "payload", "key", "max_attempts", "attempts")
SELECT gen_random_uuid()::text, 'mail.send', jsonb_build_object('outboxId', "id"), 'mail:' || "id", 5, "attempts"
FROM "email_outbox"
WHERE "status" = 'queued' AND "attempts" < 5
ON CONFLICT DO NOTHING;
