-- Decision 026: the job queue is pg-boss (schema "pgboss", made by its own start-up); decision 007's
-- tables go. Their pending work is queued again by the app on its first start from the features' own
-- tables (JobSpec.pending: scheduled posts, uploaded registry files not yet imported) and unsent mail by
-- mail.requeue-unsent; recurring jobs are pg-boss schedules.
DROP TABLE "job_schedule_runs" CASCADE;--> statement-breakpoint
DROP TABLE "jobs" CASCADE;
