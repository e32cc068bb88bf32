import type { MetaResponse } from '@ashes/api'
import {
  BAR_CHART,
  barChartRows,
  barChartViewBox,
  META_INTRO,
  META_TITLE,
  type MetaChart,
  metaCharts,
  metaCountText,
  sharePercent,
} from '@ashes/site'
import { escapeHtml } from './html.ts'
import { type PageDoc, SITE_IMAGE, SITE_NAME } from './page-shell.ts'

// The meta page (/meta/) read without JavaScript (issue 29 item 5): each chart of metaCharts
// (@ashes/site, which the web app's screen draws too) as our own SVG in the web app's geometry
// (@ashes/site's bar chart), an image whose name is its summary, followed by its table.

function barsSvg(chart: MetaChart): string {
  const { row: ROW, label: LABEL, fontSize } = BAR_CHART
  const bars = chart.bars.map((bar) => ({
    label: bar.label,
    value: bar.share,
    text: sharePercent(bar.share),
  }))
  // the page's one scale, as the web app's bars (issue 50 item 17)
  const rows = barChartRows(bars, chart.scale).map(
    (bar) =>
      `<g transform="translate(0 ${bar.y})">` +
      `<text x="${LABEL - 6}" y="${ROW / 2}" dy="0.35em" text-anchor="end" font-size="${fontSize}" fill="currentColor">${escapeHtml(bar.label)}</text>` +
      `<rect x="${LABEL}" y="3" height="${ROW - 6}" width="${bar.width.toFixed(1)}" class="fill-chart"></rect>` +
      `<text x="${bar.textX.toFixed(1)}" y="${ROW / 2}" dy="0.35em" font-size="${fontSize}" fill="currentColor">${bar.text}</text></g>`,
  )
  return (
    `<svg role="img" aria-label="${escapeHtml(chart.summary)}" viewBox="${barChartViewBox(chart.bars.length)}" ` +
    `class="w-full max-w-[400px] text-stone-800">${rows.join('')}</svg>`
  )
}

function tableHtml(chart: MetaChart): string {
  const head = chart.table.columns.map(
    (column) => `<th scope="col" class="px-2 py-1 text-left">${escapeHtml(column)}</th>`,
  )
  const rows = chart.table.rows.map(
    (row) =>
      `<tr>${row.map((cell) => `<td class="px-2 py-1">${escapeHtml(cell)}</td>`).join('')}</tr>`,
  )
  return (
    `<table class="text-sm"><caption class="sr-only">${escapeHtml(chart.heading)}</caption>` +
    `<thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`
  )
}

/** The meta page's main content as static HTML, in the web app's classes (routes/Meta.tsx). */
export function metaDoc(meta: MetaResponse): PageDoc {
  const sections = metaCharts(meta).map(
    (chart) =>
      `<section class="space-y-2 rounded-lg border border-stone-200 bg-raised p-4" aria-labelledby="meta-${chart.id}">` +
      `<h2 id="meta-${chart.id}" class="text-xl font-bold">${escapeHtml(chart.heading)}</h2>` +
      `${barsSvg(chart)}${tableHtml(chart)}</section>`,
  )
  return {
    title: `${META_TITLE} - ${SITE_NAME}`,
    description: `${META_TITLE}: Phoenixborn, cards and dice of ${meta.total_decks} public decks.`,
    path: '/meta/',
    image: SITE_IMAGE,
    imageAlt: SITE_NAME,
    type: 'website',
    body:
      '<main class="mx-auto w-full max-w-6xl px-3 py-4"><div class="space-y-4">' +
      `<h1 class="text-3xl font-bold">${META_TITLE}</h1>` +
      `<p class="max-w-prose text-stone-600">${escapeHtml(META_INTRO)}</p>` +
      `<p class="text-sm">${metaCountText(meta.total_decks)}</p>` +
      `<div class="grid gap-4 md:grid-cols-2">${sections.join('')}</div></div></main>`,
  }
}
