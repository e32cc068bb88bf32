import type { ReactElement } from 'react'

/** Inline CSS as satori reads it (camel-cased properties, numbers in px). */
export type Style = Record<string, string | number>

export type Child = El | string | number | null | undefined | false

/** An element as satori takes it: React's shape, built without React or JSX on the server. */
export type El = ReactElement<{ style?: Style; children?: Child | Child[]; [key: string]: unknown }>

/** `<type style=...>children</type>`, with empty children left out. */
export function h(type: string, style: Style, ...children: Child[]): El {
  const kept = children.filter((child) => child !== null && child !== undefined && child !== false)
  return { type, key: null, props: { style, children: kept } }
}

/** An image of fixed size: an `<img>` with a data URL (satori reads nothing from outside). */
export function img(src: string, width: number, height: number, style: Style = {}): El {
  return {
    type: 'img',
    key: null,
    props: { src, width, height, style: { width, height, ...style } },
  }
}

/** An SVG document as an image source. */
export const svgData = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
