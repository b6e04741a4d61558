-- Claims of the outbox: a worker that claims due submissions writes a fresh token and
-- the end of its lease (next_attempt_at); marking one delivered or failed needs the same token, so
-- a worker whose lease ran out cannot overwrite what the next one did, and `leads retry` leaves a
-- submission alone while a live lease is on it.
ALTER TABLE submissions ADD COLUMN claim_token uuid;
