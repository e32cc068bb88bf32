import { readFileSync } from 'node:fs'
import { type StoreProduct, StoreProducts } from '@ashes/api'
import { type Db, type Queryable, StartupError } from '@ashes/runtime'

/** The products file, checked: a broken file stops the start, naming the file and the fault. */
export function readProductsFile(file: string): StoreProduct[] {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new StartupError(`STORE_PRODUCTS_FILE: cannot read ${file}: ${(error as Error).message}`)
  }
  const parsed = StoreProducts.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new StartupError(
      `STORE_PRODUCTS_FILE: ${file} is not a product list: ${issue?.path.join('.')}: ${issue?.message}`,
    )
  }
  const skus = parsed.data.map((product) => product.sku)
  const repeated = skus.find((sku, index) => skus.indexOf(sku) !== index)
  if (repeated)
    throw new StartupError(`STORE_PRODUCTS_FILE: ${file} lists the SKU ${repeated} twice`)
  return parsed.data
}

/** The file is the catalogue: each start serves exactly what it lists, in its order. */
export async function replaceCatalogue(db: Db, products: StoreProduct[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM store_product')
    for (const [position, product] of products.entries()) {
      await tx.query('INSERT INTO store_product (sku, position, document) VALUES ($1, $2, $3)', [
        product.sku,
        position,
        JSON.stringify(product),
      ])
    }
  })
}

export async function listProducts(db: Queryable): Promise<StoreProduct[]> {
  const rows = await db.query<{ document: StoreProduct }>(
    'SELECT document FROM store_product ORDER BY position',
  )
  return rows.map((row) => row.document)
}

export async function findProduct(db: Queryable, sku: string): Promise<StoreProduct | undefined> {
  const rows = await db.query<{ document: StoreProduct }>(
    'SELECT document FROM store_product WHERE sku = $1',
    [sku],
  )
  return rows[0]?.document
}
