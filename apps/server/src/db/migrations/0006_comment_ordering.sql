-- A comment's ordering_increment is its place in its thread (clients compute pages from it).
-- Concurrent posts could take the same number; the numbering is now unique per thread. Threads
-- that already hold a repeated number are renumbered in the order they are listed (created,
-- then id); every other thread keeps its numbers.
WITH repeated AS (
  SELECT DISTINCT source_entity_id FROM comment
  GROUP BY source_entity_id, ordering_increment HAVING count(*) > 1
), renumbered AS (
  SELECT c.id, row_number() OVER (PARTITION BY c.source_entity_id ORDER BY c.created, c.id) AS n
  FROM comment c JOIN repeated r ON r.source_entity_id = c.source_entity_id
)
UPDATE comment c SET ordering_increment = renumbered.n
FROM renumbered WHERE c.id = renumbered.id AND c.ordering_increment <> renumbered.n;

CREATE UNIQUE INDEX comment_source_ordering_key ON comment (source_entity_id, ordering_increment);
DROP INDEX comment_source_idx;
