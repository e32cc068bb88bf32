import type { Order } from './orders.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Every text from a buyer (title, card names, return address) goes through this. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Partner store</title>
<link rel="stylesheet" href="/store.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

function cardTable(order: Order): string {
  if (order.cards.length === 0) return ''
  const total = order.cards.reduce((sum, card) => sum + card.count, 0)
  const rows = order.cards
    .map((card) => `<tr><td class="count">${card.count}</td><td>${escapeHtml(card.name)}</td></tr>`)
    .join('\n')
  return `<table>
<caption>Cards (${total})</caption>
<thead><tr><th scope="col" class="count">Count</th><th scope="col">Card</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}

/** The checkout page of an order: what is bought, for how much, and the way to place it. */
export function checkoutPage(order: Order): string {
  const { product } = order
  const placed = order.status === 'placed'
  const summary = `<section aria-labelledby="product">
<h2 id="product">${escapeHtml(product.name)}</h2>
<p class="subtitle">${escapeHtml(product.subtitle)}</p>
${order.title ? `<p>Deck: <strong class="deck-title">${escapeHtml(order.title)}</strong></p>` : ''}
<p class="price">Price: <strong>$${escapeHtml(product.price)}</strong> plus shipping</p>
${cardTable(order)}
</section>`
  const action = placed
    ? '<p role="status" class="placed">Your order has been placed. Thank you!</p>'
    : `<form method="post" action="/checkout/${encodeURIComponent(order.token)}/">
<button type="submit">Place order</button>
</form>`
  const back = `<p><a class="back" href="${escapeHtml(order.returnTo)}">Back to the site</a></p>`
  return page(
    placed ? 'Order placed' : 'Checkout',
    `<h1>${placed ? 'Order placed' : 'Checkout'}</h1>\n${summary}\n${action}\n${back}`,
  )
}

export const missingOrderPage = () =>
  page(
    'No such order',
    '<h1>No such order</h1>\n<p>This checkout link names no order. Start again from the site.</p>',
  )
