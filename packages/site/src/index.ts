/**
 * What the web app's screens and the server's pages for readers without JavaScript both show:
 * the pages' copy, the meta's chart models and the bar charts' geometry. Not the wire contract
 * (@ashes/api): no request or answer carries these. One source, so the two pages cannot drift
 * apart, kept in a package because the server may not import the web app's code.
 */
export * from './bar-chart.ts'
export * from './home-page.ts'
export * from './meta-charts.ts'
