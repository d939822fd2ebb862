-- No hash of a sender's address is kept with their message: it served nothing but its own
-- display, and with the installation's salt beside it any IPv4 address could be found again by
-- trying them all. The contact form's rate limit now keys its attempts with the day's salt and
-- keeps each for its minute only, so the installation's salt has no use left either.
ALTER TABLE messages DROP COLUMN sender_hash;
DELETE FROM settings WHERE key = 'salt';
DELETE FROM contact_attempts;
