-- The catalogue, replaced from the products file at every start, in the file's order.
CREATE TABLE store_product (
  sku text PRIMARY KEY,
  position integer NOT NULL,
  document json NOT NULL
);

-- Orders keep what was bought as it was then: the catalogue may change under them.
CREATE TABLE store_order (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- In the checkout page's address; unguessable, so one buyer cannot see another's order.
  token text NOT NULL UNIQUE,
  sku text NOT NULL,
  product jsonb NOT NULL,
  title text,
  cards jsonb NOT NULL DEFAULT '[]',
  return_to text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'placed')),
  created timestamptz NOT NULL DEFAULT now(),
  placed timestamptz
);
