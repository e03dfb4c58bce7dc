-- take_redemption_counters as migration 0032 defined it, with each table's rows locked (in id order) by a statement
-- of their own before the UPDATE that changes them. Locking them in the UPDATE's own subquery deadlocked under
-- concurrent redemptions of one code: a transaction that locked the row's newest version then met, in its UPDATE's
-- older snapshot, the version a waiting transaction held the tuple lock of. A statement after the lock sees the newest
-- version, which it holds.
CREATE OR REPLACE FUNCTION take_redemption_counters(taking jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  project text := taking->>'project';
  redeeming_session text := taking->>'session';
  at_time timestamptz := (taking->>'at')::timestamptz;
  this_redemption text := coalesce(taking->>'redemption', '');
  spent_ids text[];
  budgeted_ids text[];
  lost record;
BEGIN
  PERFORM 1 FROM vouchers l
    WHERE l.id IN (SELECT x.id FROM jsonb_to_recordset(taking->'vouchers') AS x(id text))
    ORDER BY l.id FOR NO KEY UPDATE;
  WITH spent AS (
    UPDATE vouchers v
       SET redeemed_quantity = v.redeemed_quantity + 1, gift_balance = v.gift_balance - s.gift, updated_at = at_time
      FROM jsonb_to_recordset(taking->'vouchers') AS s(id text, gift bigint)
     WHERE v.id = s.id
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

  PERFORM 1 FROM promotion_tiers l
    WHERE l.id IN (SELECT x.id FROM jsonb_to_recordset(taking->'tiers') AS x(id text))
    ORDER BY l.id FOR NO KEY UPDATE;
  UPDATE promotion_tiers t
     SET total_redeemed = t.total_redeemed + 1,
         orders_total_amount = t.orders_total_amount + (taking->>'order_amount')::bigint,
         orders_total_discount_amount = t.orders_total_discount_amount + c.discount
    FROM jsonb_to_recordset(taking->'tiers') AS c(id text, discount bigint)
   WHERE t.id = c.id;

  INSERT INTO campaign_budgets (campaign_id, project_id, redemptions, orders_amount, discount_amount, updated_at)
  SELECT b.campaign, project, past.redemptions, past.orders_amount, past.discount_amount, at_time
    FROM jsonb_to_recordset(taking->'budgets')
           AS b(campaign text, max_redemptions bigint, max_discount bigint, max_orders bigint)
    CROSS JOIN LATERAL (
      SELECT count(*) AS redemptions, coalesce(sum(r.amount), 0) AS discount_amount,
             coalesce((SELECT sum(o.amount) FROM orders o
                        WHERE o.id IN (SELECT p.order_id FROM redemptions p
                                        WHERE p.campaign_id = b.campaign AND p.parent_id <> this_redemption
                                          AND p.status = 'SUCCEEDED')), 0) AS orders_amount
        FROM redemptions r
       WHERE r.campaign_id = b.campaign AND r.parent_id <> this_redemption AND r.status = 'SUCCEEDED'
    ) past
   WHERE coalesce(b.max_redemptions, b.max_discount, b.max_orders) IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM campaign_budgets e WHERE e.campaign_id = b.campaign)
  ON CONFLICT (campaign_id) DO NOTHING;

  PERFORM 1 FROM campaign_budgets l
    WHERE l.campaign_id IN (SELECT x.campaign FROM jsonb_to_recordset(taking->'budgets') AS x(campaign text))
    ORDER BY l.campaign_id FOR NO KEY UPDATE;
  WITH taken AS (
    UPDATE campaign_budgets c
       SET redemptions = c.redemptions + b.uses, discount_amount = c.discount_amount + b.discount,
           orders_amount = c.orders_amount + b.order_amount, updated_at = at_time
      FROM jsonb_to_recordset(taking->'budgets') AS b(campaign text, uses int, discount bigint, order_amount bigint,
                                                      max_redemptions bigint, max_discount bigint, max_orders bigint)
     WHERE c.campaign_id = b.campaign
       AND (b.max_redemptions IS NULL OR c.redemptions + b.uses <= b.max_redemptions)
       AND (b.max_discount IS NULL OR c.discount_amount + b.discount <= b.max_discount)
       AND (b.max_orders IS NULL OR c.orders_amount + b.order_amount <= b.max_orders)
    RETURNING c.campaign_id
  )
  SELECT coalesce(array_agg(campaign_id), '{}') INTO budgeted_ids FROM taken;

  SELECT b.campaign AS id,
         CASE WHEN b.max_redemptions IS NOT NULL AND c.redemptions + b.uses > b.max_redemptions THEN 'budget:redemptions'
              WHEN b.max_discount IS NOT NULL AND c.discount_amount + b.discount > b.max_discount THEN 'budget:discount'
              ELSE 'budget:orders' END AS reason
    INTO lost
    FROM jsonb_to_recordset(taking->'budgets') AS b(campaign text, uses int, discount bigint, order_amount bigint,
                                                   max_redemptions bigint, max_discount bigint, max_orders bigint)
    JOIN campaign_budgets c ON c.campaign_id = b.campaign
   WHERE coalesce(b.max_redemptions, b.max_discount, b.max_orders) IS NOT NULL AND NOT b.campaign = ANY(budgeted_ids)
   ORDER BY b.campaign
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'redemption race lost: % of campaign %', lost.reason, lost.id
      USING ERRCODE = 'PD001', DETAIL = lost.id, HINT = lost.reason;
  END IF;

  IF redeeming_session IS NOT NULL THEN
    DELETE FROM session_locks WHERE project_id = project AND session_key = redeeming_session AND redeemable_id = ANY(spent_ids);
  END IF;
END;
$$;
