-- Ads that shops buy (timeline PR cards): orders paid through Stripe Checkout, reviewed, served,
-- counted. Amounts are yen, decided by the Worker from the plan (src/shared/api/ads.ts).

CREATE TABLE ad_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  plan TEXT NOT NULL,
  weeks INTEGER NOT NULL CHECK (weeks >= 1),
  -- Tokyo calendar days, both inclusive.
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  headline TEXT NOT NULL,
  body TEXT NOT NULL,
  link_url TEXT,
  post_id INTEGER REFERENCES posts (id),
  billing_name TEXT NOT NULL,
  billing_email TEXT NOT NULL,
  subtotal INTEGER NOT NULL CHECK (subtotal > 0),
  tax INTEGER NOT NULL CHECK (tax >= 0),
  total INTEGER NOT NULL CHECK (total = subtotal + tax),
  state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'awaiting_payment', 'paid',
    'in_review', 'scheduled', 'running', 'finished', 'rejected', 'refunded')),
  checkout_session_id TEXT UNIQUE,
  payment_intent_id TEXT UNIQUE,
  payment_method TEXT,
  paid_at TEXT,
  reviewed_by INTEGER REFERENCES users (id),
  reviewed_at TEXT,
  reject_reason TEXT,
  refund_id TEXT,
  refunded_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (ends_on >= starts_on),
  -- Nothing is served, scheduled or reviewed before it is paid.
  CHECK (state IN ('draft', 'awaiting_payment') OR paid_at IS NOT NULL)
);
CREATE INDEX ad_orders_by_user ON ad_orders (user_id, id DESC);
CREATE INDEX ad_orders_by_state ON ad_orders (state, starts_on);

-- Each Stripe event is handled once: its id is claimed by the request that handles it.
CREATE TABLE stripe_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  claim TEXT NOT NULL,
  received_at TEXT NOT NULL
);

-- Impressions and taps per ad and Tokyo day: counts only, nobody's views are recorded.
CREATE TABLE ad_daily_stats (
  order_id INTEGER NOT NULL REFERENCES ad_orders (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  impressions INTEGER NOT NULL DEFAULT 0,
  taps INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (order_id, day)
) WITHOUT ROWID;
