-- Validation rules move from Promodesk's own shape ({"junction": "and", "conditions": [c1, c2]}) to the hosted
-- language ({"1": c1, "2": c2, "logic": "1 and 2"}); a condition object keeps its fields. Stored rules and the rules
-- in campaign template blueprints are rewritten, so the database holds one shape.
UPDATE "validation_rules" AS v
SET "rules" = converted.rules
FROM (
  SELECT r."id",
         jsonb_object_agg(c.n::text, c.condition)
           || jsonb_build_object('logic', string_agg(c.n::text, ' ' || (r."rules"->>'junction') || ' ' ORDER BY c.n)) AS rules
  FROM "validation_rules" AS r
  CROSS JOIN LATERAL jsonb_array_elements(r."rules"->'conditions') WITH ORDINALITY AS c(condition, n)
  WHERE r."rules" ? 'junction'
  GROUP BY r."id"
) AS converted
WHERE v."id" = converted."id";
--> statement-breakpoint
UPDATE "campaign_templates" AS t
SET "blueprint" = jsonb_set(t."blueprint", '{validation_rules}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN b.rule->'rules' ? 'junction' THEN jsonb_set(b.rule, '{rules}', (
      SELECT jsonb_object_agg(c.n::text, c.condition)
               || jsonb_build_object('logic', string_agg(c.n::text, ' ' || (b.rule->'rules'->>'junction') || ' ' ORDER BY c.n))
      FROM jsonb_array_elements(b.rule->'rules'->'conditions') WITH ORDINALITY AS c(condition, n)
    )) ELSE b.rule END ORDER BY b.i), '[]'::jsonb)
  FROM jsonb_array_elements(t."blueprint"->'validation_rules') WITH ORDINALITY AS b(rule, i)
))
WHERE jsonb_typeof(t."blueprint"->'validation_rules') = 'array';
