import { z } from 'zod'

/**
 * The partner store's contract (SPEC §7): what `GET {STORE_URL}/products/` answers and what
 * `POST {STORE_URL}/buy/` takes and answers. The stand-in store (apps/store) validates with these;
 * the web app parses the store's answers with them.
 */
export const StoreProduct = z.object({
  sku: z.string(),
  name: z.string(),
  /** A decimal amount in dollars, such as "19.95". */
  price: z.string(),
  available: z.boolean(),
  /** A deck product prints the buyer's deck; the others (dice, Chimera decks) do not. */
  deck: z.boolean(),
  attributes: z.object({
    physical: z.boolean(),
    unrestricted: z.boolean(),
    /** The most cards the product holds (0 for products that take no card list). */
    max: z.number().int().min(0),
    cards: z.boolean(),
    chimera: z.boolean().optional(),
    /** The release stub of a Chimera product's Red Rains box. */
    release: z.string().optional(),
  }),
  text: z.string(),
  subtitle: z.string(),
})
export type StoreProduct = z.infer<typeof StoreProduct>
export const StoreProducts = z.array(StoreProduct)

/** Text of a buy request: a clear message for a missing field, a wrong type or too long. */
function text(field: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is required.` : `${field} must be text.`,
    })
    .max(max, `${field} must be at most ${max} characters.`)
    .refine((value) => !value.includes('\0'), `${field} must not contain the NUL character.`)
}

function isWebAddress(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** One line of the card list to print: a card and how many copies. */
export const StoreBuyCard = z.object(
  {
    name: text('A card name', 200).min(1, 'A card name must not be empty.'),
    count: z
      .number({ error: 'A card count must be a whole number from 1 to 100.' })
      .int('A card count must be a whole number from 1 to 100.')
      .min(1, 'A card count must be a whole number from 1 to 100.')
      .max(100, 'A card count must be a whole number from 1 to 100.'),
    /** The card's stub on the site, when the printer should match cards by stub. */
    stub: text('A card stub', 200).nullish(),
  },
  { error: 'Each entry of cards must be an object {name, count}.' },
)
export type StoreBuyCard = z.infer<typeof StoreBuyCard>

/**
 * `POST {STORE_URL}/buy/`. `return_to` is the page to come back to (with `#buy` for deck
 * purchases); `cards` is the deck's card list for deck products, Phoenixborn, conjurations and
 * dice reference cards included, whose counts may add up to at most the product's `max`.
 */
export const StoreBuyRequest = z.object(
  {
    sku: text('sku', 100).min(1, 'sku is required.'),
    return_to: text('return_to', 2000).refine(
      isWebAddress,
      'return_to must be an http or https address, such as https://site.example/decks/1/#buy.',
    ),
    title: text('title', 255).nullish(),
    cards: z
      .array(StoreBuyCard, { error: 'cards must be a list of {name, count} objects.' })
      .max(500, 'cards must list at most 500 entries.')
      .nullish(),
  },
  { error: 'The request must be a JSON object {sku, return_to, title, cards}.' },
)
export type StoreBuyRequest = z.infer<typeof StoreBuyRequest>

/** The store's answer to a buy: the checkout page to go to, or why not. */
export const StoreBuyReply = z.union([
  z.object({ url: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
])
export type StoreBuyReply = z.infer<typeof StoreBuyReply>
