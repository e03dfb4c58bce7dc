-- A redemption's counters in one statement (issue 27): the hot voucher and tier rows stay locked from this call to
-- the COMMIT sent with it, instead of across one service round trip per counter statement.
-- `taking`: {"project", "vouchers": [{"id", "gift"}] in the request's order, "tiers": [{"id", "discount"}],
-- "order_amount", "session" (or null), "at"}. Spends each voucher's use and gift only while both are available
-- (rows locked in id order, vouchers before tiers, so concurrent calls cannot deadlock); then, in a statement of
-- its own (a fresh snapshot: reservations committed while it waited for the locks count), checks that other
-- sessions' live reservations still fit beside each use; adds to the tiers' counters; releases the session's
-- reservations of the spent vouchers. A lost race raises SQLSTATE PD001 with the voucher's id as DETAIL and
-- `quantity` or `gift` as HINT, which aborts the transaction.
CREATE OR REPLACE FUNCTION take_redemption_counters(taking jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  project text := taking->>'project';
  redeeming_session text := taking->>'session';
  at_time timestamptz := (taking->>'at')::timestamptz;
  spent_ids text[];
  lost record;
BEGIN
  WITH spent AS (
    UPDATE vouchers v
       SET redeemed_quantity = v.redeemed_quantity + 1, gift_balance = v.gift_balance - s.gift, updated_at = at_time
      FROM jsonb_to_recordset(taking->'vouchers') AS s(id text, gift bigint)
     WHERE v.id = s.id
       AND v.id IN (SELECT l.id FROM vouchers l
                     WHERE l.id IN (SELECT x.id FROM jsonb_to_recordset(taking->'vouchers') AS x(id text))
                     ORDER BY l.id FOR NO KEY UPDATE)
       AND (v.redemption_quantity IS NULL OR v.redeemed_quantity < v.redemption_quantity)
       AND (s.gift = 0 OR v.gift_balance >= s.gift)
    RETURNING v.id
  )
  SELECT coalesce(array_agg(id), '{}') INTO spent_ids FROM spent;

  SELECT s.id,
         CASE WHEN NOT s.id = ANY(spent_ids) THEN CASE WHEN s.gift > 0 THEN 'gift' ELSE 'quantity' END
              WHEN v.redemption_quantity IS NOT NULL AND v.redeemed_quantity + r.uses > v.redemption_quantity
                THEN 'quantity'
              ELSE 'gift' END AS reason
    INTO lost
    FROM jsonb_array_elements(taking->'vouchers') WITH ORDINALITY AS e(item, n)
    CROSS JOIN LATERAL (SELECT e.item->>'id' AS id, (e.item->>'gift')::bigint AS gift) s
    JOIN vouchers v ON v.id = s.id
    CROSS JOIN LATERAL (
      SELECT count(*) AS uses, coalesce(sum(o.reserved_credits), 0) AS credits
        FROM session_locks o
       WHERE o.project_id = project AND o.redeemable_id = s.id AND o.expires_at > at_time
         AND (redeeming_session IS NULL OR o.session_key <> redeeming_session)
    ) r
   WHERE NOT s.id = ANY(spent_ids)
      OR (v.redemption_quantity IS NOT NULL AND v.redeemed_quantity + r.uses > v.redemption_quantity)
      OR (s.gift > 0 AND coalesce(v.gift_balance, 0) < r.credits)
   ORDER BY e.n
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'redemption race lost: % of voucher %', lost.reason, lost.id
      USING ERRCODE = 'PD001', DETAIL = lost.id, HINT = lost.reason;
  END IF;

  UPDATE promotion_tiers t
     SET total_redeemed = t.total_redeemed + 1,
         orders_total_amount = t.orders_total_amount + (taking->>'order_amount')::bigint,
         orders_total_discount_amount = t.orders_total_discount_amount + c.discount
    FROM jsonb_to_recordset(taking->'tiers') AS c(id text, discount bigint)
   WHERE t.id = c.id
     AND t.id IN (SELECT l.id FROM promotion_tiers l
                   WHERE l.id IN (SELECT x.id FROM jsonb_to_recordset(taking->'tiers') AS x(id text))
                   ORDER BY l.id FOR NO KEY UPDATE);

  IF redeeming_session IS NOT NULL THEN
    DELETE FROM session_locks WHERE project_id = project AND session_key = redeeming_session AND redeemable_id = ANY(spent_ids);
  END IF;
END;
$$;
