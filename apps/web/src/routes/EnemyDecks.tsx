import { chimeraProducts, type StoreProduct } from '@ashes/game'
import { releasesQuery, useReleases } from '../features/cards/api.ts'
import { returnTo } from '../features/store/checkout.ts'
import { ProductRow } from '../features/store/ProductRow.tsx'
import { useBuy } from '../features/store/useBuy.ts'
import { useCatalogue } from '../lib/products.ts'
import { Link } from '../lib/router/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'

/** The Red Rains preconstructed decks of one box: their titles start with the box's name. */
const boxDecksPath = (boxName: string) =>
  `/decks/red-rains/?preconstructed=true&q=${encodeURIComponent(boxName)}`

/** A release stub as words, for a box the releases list does not name (or did not load). */
const titleOfStub = (stub: string) =>
  stub.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())

/** The releases, which name each Chimera deck's box (the products come from the store). */
const serverData: ScreenData = (client) => client.prefetchQuery(releasesQuery(false, null))

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

/** Enemy Decks (SPEC §2 "Store screens"): the Red Rains Chimera decks the store sells. */
export default function EnemyDecks() {
  const { loaded, products } = useCatalogue()
  const releases = useReleases(false)
  const { pending, buy } = useBuy()
  const chimeras = chimeraProducts(products)
  const boxName = (product: StoreProduct) => {
    const stub = product.attributes.release
    if (!stub) return undefined
    return releases.data?.find((release) => release.stub === stub)?.name ?? titleOfStub(stub)
  }
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-bold">Enemy Decks</h1>
      <p>
        Each Chimera deck is the enemy of a Red Rains box: its behaviour cards and Chimera, to play
        against with that box's preconstructed decks.
      </p>
      {!loaded ? <p>Loading products...</p> : null}
      {loaded && chimeras.length === 0 ? (
        <p role="status">No products available. Please try again later.</p>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {chimeras.map((product) => {
          const box = boxName(product)
          return (
            <ProductRow
              key={product.sku}
              product={product}
              unavailable="Unavailable"
              pending={pending}
              onBuy={() => buy({ sku: product.sku, return_to: returnTo(false) })}
            >
              {box ? (
                <p className="text-sm">
                  Red Rains box: {box}
                  <br />
                  <Link to={boxDecksPath(box)} className="link inline-flex min-h-11 items-center">
                    {box} preconstructed decks
                  </Link>
                </p>
              ) : null}
            </ProductRow>
          )
        })}
      </ul>
    </section>
  )
}
