/**
 * The test draw's public surface (issue 17 item 4): a "Draw a hand" button, cheap to import on a
 * deck page; the draw itself (the rules of packages/game and the dialog) loads on first use.
 */
export { TestDraw } from './TestDraw.tsx'
