-- The language of the page each message was sent from (a BCP 47 tag), so the owner of a site
-- in several languages knows which to answer in. Messages from before it carry ''.
ALTER TABLE messages ADD COLUMN language TEXT NOT NULL DEFAULT '';
